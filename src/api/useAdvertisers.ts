import { useEffect, useSyncExternalStore } from 'react'
import type { Advertiser } from '../domain/advertisers'
import { loading, type Loadable } from '../domain/loadable'
import { useAdvertiserList } from './useAdvertiserList'

/**
 * `email`'s advertisers, from the visit's list (advertiserList.ts): asked for once, by the route
 * loader or the first page that needs it, and again when the tab comes back after a while.
 */
export function useAdvertisers(email: string | null): Loadable<Advertiser[]> {
  const list = useAdvertiserList()
  const state = useSyncExternalStore(list.subscribe, () => list.read(email))
  useEffect(() => {
    if (email) list.load(email)
  }, [list, email])
  useEffect(() => {
    if (!email) return
    const onVisible = () => {
      if (document.visibilityState === 'visible') list.refreshIfStale(email)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [list, email])
  return email && state.status === 'idle' ? loading : state
}
