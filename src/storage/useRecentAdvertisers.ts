import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { addRecent, parseRecent, recentKey } from '../domain/advertiserSearch'
import { browserSalt, readPreference, subscribeToStorage, writePreference } from './browserStorage'

export interface RecentAdvertisers {
  /** Up to five names, newest first. */
  readonly names: readonly string[]
  /** The user chose this advertiser: it goes to the front. */
  remember(name: string): void
  /** Forgets the list (Settings, 'Clear recently viewed'). */
  clear(): void
}

const none: readonly string[] = []

/** Where `email`'s list is, or null before this browser has a salt (so before any list). */
const keyOf = (email: string | null, salt: string | null) =>
  email && salt ? recentKey(email, salt) : null

/**
 * The advertisers this user chose most recently, kept per user across reloads and sessions:
 * logging out keeps them (they are a preference, not the session). Nothing without a user. A list
 * kept under the older key (a hash of the email alone, which anyone could make from a guessed
 * address) moves to the salted one on sight.
 */
export function useRecentAdvertisers(email: string | null): RecentAdvertisers {
  const key = keyOf(
    email,
    useSyncExternalStore(subscribeToStorage, () => browserSalt()),
  )
  const raw = useSyncExternalStore(subscribeToStorage, () => (key ? readPreference(key) : null))
  const names = useMemo(() => (raw === null ? none : parseRecent(raw)), [raw])

  useEffect(() => {
    if (!email) return
    const older = readPreference(recentKey(email, null))
    if (older === null) return
    const salted = keyOf(email, browserSalt({ create: true }))
    if (salted && readPreference(salted) === null) writePreference(salted, older)
    writePreference(recentKey(email, null), null)
  }, [email])

  const remember = useCallback(
    (name: string) => {
      if (!email) return
      const salted = keyOf(email, browserSalt({ create: true }))
      if (salted)
        writePreference(
          salted,
          JSON.stringify(addRecent(parseRecent(readPreference(salted)), name)),
        )
    },
    [email],
  )
  const clear = useCallback(() => {
    if (key) writePreference(key, null)
  }, [key])
  return { names, remember, clear }
}
