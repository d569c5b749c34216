import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { addRecent, parseRecent } from '../../domain/advertiserSearch'
import { readPreference, subscribeToStorage, writePreference } from '../../storage/browserStorage'

/**
 * Where one user's recently viewed advertisers are kept. The key is made from the email, but does
 * not spell it out: the list outlives the session (a preference), and the next person on a shared
 * computer should not read whose it was. (A short hash for a key, not a secret.)
 */
export function recentKey(email: string): string {
  const text = email.trim().toLowerCase()
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0)
  return `recentAdvertisers.${hash.toString(36)}`
}

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
