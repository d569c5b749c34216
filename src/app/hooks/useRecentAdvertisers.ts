import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { addRecent, parseRecent, recentKey } from '../../domain/advertiserSearch'
import { readPreference, subscribeToStorage, writePreference } from '../../storage/browserStorage'

export interface RecentAdvertisers {
  /** Up to five names, newest first. */
  readonly names: readonly string[]
  /** The user chose this advertiser: it goes to the front. */
  remember(name: string): void
  /** Forgets the list (Settings, 'Clear recently viewed'). */
  clear(): void
}

const none: readonly string[] = []

/**
 * The advertisers this user chose most recently, kept per user across reloads and sessions:
 * logging out keeps them (they are a preference, not the session). Nothing without a user.
 */
export function useRecentAdvertisers(email: string | null): RecentAdvertisers {
  const key = email ? recentKey(email) : null
  const raw = useSyncExternalStore(subscribeToStorage, () => (key ? readPreference(key) : null))
  const names = useMemo(() => (raw === null ? none : parseRecent(raw)), [raw])
  const remember = useCallback(
    (name: string) => {
      if (key)
        writePreference(key, JSON.stringify(addRecent(parseRecent(readPreference(key)), name)))
    },
    [key],
  )
  const clear = useCallback(() => {
    if (key) writePreference(key, null)
  }, [key])
  return { names, remember, clear }
}
