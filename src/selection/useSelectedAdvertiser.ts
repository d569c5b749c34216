import { useCallback, useSyncExternalStore } from 'react'
import type { Advertiser } from '../domain/advertisers'
import { readStored, subscribeToStorage, writeStored } from '../storage/browserStorage'

interface SelectedAdvertiser {
  /** The chosen advertiser's name, or null for 'Choose Advertiser'. */
  readonly name: string | null
  readonly id: string | null
  /** Chooses an advertiser for the whole portal (null clears the choice). */
  select(advertiser: Advertiser | null): void
  /**
   * A choice stored by id alone (or under an old name) was found in the list: stores its name
   * too, unless the stored choice has changed meanwhile.
   */
  storeName(advertiser: Advertiser): void
}

const readName = () => readStored('advertiserName')
const readId = () => readStored('advertiserId')

/**
 * The advertiser chosen anywhere in the portal (spec section 3: shared app-wide). It lives in
 * storage under the spec's keys, so the dashboard, the report and AI pages, a reload and other
 * tabs all see the same choice; ending the session clears it with the rest of storage.
 */
export function useSelectedAdvertiser(): SelectedAdvertiser {
  const name = useSyncExternalStore(subscribeToStorage, readName)
  const id = useSyncExternalStore(subscribeToStorage, readId)
  const select = useCallback((advertiser: Advertiser | null) => {
    writeStored({
      advertiserName: advertiser?.name ?? null,
      advertiserId: advertiser ? advertiser.id : null,
    })
  }, [])
  const storeName = useCallback((advertiser: Advertiser) => {
    if (readId() === advertiser.id && readName() !== advertiser.name) {
      writeStored({ advertiserName: advertiser.name })
    }
  }, [])
  return { name, id, select, storeName }
}
