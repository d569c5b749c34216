import { useCallback, useSyncExternalStore } from 'react'
import { findByName, type Advertiser } from '../domain/advertisers'
import {
  readSelectedAdvertiserId,
  readSelectedAdvertiserName,
  saveSelectedAdvertiser,
  subscribeToStorage,
} from './storage'

export interface SelectedAdvertiser {
  readonly name: string | null
  readonly id: string | null
  /** Chooses an advertiser for the whole app (null clears the choice). */
  select(advertiser: Advertiser | null): void
  /** Chooses by name from the loaded list, as the dropdowns do; an unknown name clears it. */
  selectByName(advertisers: readonly Advertiser[] | null, name: string | null): void
}

/**
 * The advertiser chosen anywhere in the portal (spec section 3: shared app-wide). It lives in
 * storage, so the dashboard, report and AI pages, and a reload, all see the same choice.
 */
export function useSelectedAdvertiser(): SelectedAdvertiser {
  const name = useSyncExternalStore(subscribeToStorage, readSelectedAdvertiserName)
  const id = useSyncExternalStore(subscribeToStorage, readSelectedAdvertiserId)
  const select = useCallback((advertiser: Advertiser | null) => {
    saveSelectedAdvertiser({ id: advertiser?.id ?? null, name: advertiser?.name ?? null })
  }, [])
  const selectByName = useCallback(
    (advertisers: readonly Advertiser[] | null, chosen: string | null) =>
      select((advertisers && findByName(advertisers, chosen)) || null),
    [select],
  )
  return { name, id, select, selectByName }
}
