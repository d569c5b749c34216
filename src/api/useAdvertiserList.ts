import { createContext, use, useEffect, useSyncExternalStore } from 'react'
import type { Advertiser } from '../domain/advertisers'
import { loading, type Loadable } from '../domain/loadable'
import type { AdvertiserList } from './advertiserList'

const AdvertiserListContext = createContext<AdvertiserList | null>(null)

/** Gives the pages the visit's advertiser list (App; each route story's app its own). */
export const AdvertiserListProvider = AdvertiserListContext

export function useAdvertiserList(): AdvertiserList {
  const list = use(AdvertiserListContext)
  if (!list) throw new Error('The advertiser list needs an <AdvertiserListProvider> above it')
  return list
}

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
