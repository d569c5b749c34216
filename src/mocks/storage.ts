import { recentKey } from '../domain/advertiserSearch'
import { browserSalt, storageKeys, type StorageKey } from '../storage/browserStorage'

/**
 * Seeds and reads the browser's storage for stories and tests, by the portal's own names for its
 * keys (src/storage), so no test spells out a key.
 */
type StoredValues = Record<StorageKey, string | null>

/** Puts values where the portal looks for them, as they are (even values it should refuse). */
export function seedStorage(values: Partial<StoredValues>) {
  for (const [key, value] of Object.entries(values) as [StorageKey, string | null][]) {
    if (value === null) localStorage.removeItem(storageKeys[key])
    else localStorage.setItem(storageKeys[key], value)
  }
}

/** Everything the portal keeps, by name: `stored().token`. */
export function stored(): StoredValues {
  const entries = Object.entries(storageKeys).map(([key, name]) => [
    key,
    localStorage.getItem(name),
  ])
  return Object.fromEntries(entries) as StoredValues
}

/** What `stored()` gives once a session has ended: nothing at all. */
export const nothingStored: StoredValues = {
  token: null,
  email: null,
  legacyEmail: null,
  advertiserId: null,
  advertiserName: null,
  clockOffset: null,
}

/** Where `email`'s recently viewed advertisers are kept in this browser (its salt made if need be). */
export function recentListKey(email: string): string {
  const salt = browserSalt({ create: true })
  if (!salt) throw new Error('storage is blocked: no salt for the recently viewed list')
  return recentKey(email, salt)
}
