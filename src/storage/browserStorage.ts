/**
 * What the portal keeps in the browser (spec section 3), and the one way to read and write it.
 * localStorage is the source of truth for the session and the app-wide advertiser choice. Every
 * write here tells this tab's subscribers at once; other tabs hear of it through the browser's
 * own storage event.
 */
export const storageKeys = {
  token: 'authToken',
  email: 'userEmail',
  /** An older key for the email: read as a fallback, removed with the session. */
  legacyEmail: 'email',
  advertiserId: 'selectedAdvertiserId',
  advertiserName: 'selectedAdvertiserName',
} as const

export type StorageKey = keyof typeof storageKeys

const changeEvent = 'portal-storage-change'

/** A stored value; blank counts as nothing, and so does storage the browser blocks. */
export function readStored(key: StorageKey): string | null {
  try {
    const value = localStorage.getItem(storageKeys[key])
    return value === null || value.trim() === '' ? null : value
  } catch {
    return null
  }
}

/** Writes each value given (null removes it), then tells subscribers once. */
export function writeStored(values: Partial<Record<StorageKey, string | null>>) {
  for (const [key, value] of Object.entries(values) as [StorageKey, string | null][]) {
    try {
      if (value === null) localStorage.removeItem(storageKeys[key])
      else localStorage.setItem(storageKeys[key], value)
    } catch {
      // Storage can be full or blocked (private mode); the portal then works for this page only.
    }
  }
  window.dispatchEvent(new Event(changeEvent))
}

/** Removes everything the portal keeps (every key above) and clears session storage. */
export function clearStored() {
  try {
    sessionStorage.clear()
  } catch {
    // Nothing to clear when session storage is blocked.
  }
  writeStored(
    Object.fromEntries(Object.keys(storageKeys).map((key) => [key, null])) as Record<
      StorageKey,
      null
    >,
  )
}

/**
 * A user's preference (say, the recently viewed advertisers), under a key of its own. Unlike the
 * keys above, preferences outlive the session: ending it never clears them.
 */
export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Writes a preference (null removes it), then tells subscribers. */
export function writePreference(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Full or blocked storage: the preference lasts for this page only.
  }
  window.dispatchEvent(new Event(changeEvent))
}

/** The browser's own random salt for keys made from someone's data (see `browserSalt`). */
const saltKey = 'portalSalt'

/**
 * This browser's random salt, made on first use when `create` (null without one, or when storage
 * is blocked). It outlives sessions: keys made with it (a user's recently viewed advertisers) are
 * found again, and cannot be made without it.
 */
export function browserSalt({ create = false } = {}): string | null {
  const salt = readPreference(saltKey)
  if (salt !== null || !create) return salt
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  writePreference(saltKey, [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(''))
  return readPreference(saltKey)
}

/** Calls back on every change made here, and on changes made by the portal in other tabs. */
export function subscribeToStorage(callback: () => void): () => void {
  window.addEventListener(changeEvent, callback)
  window.addEventListener('storage', callback)
  return () => {
    window.removeEventListener(changeEvent, callback)
    window.removeEventListener('storage', callback)
  }
}

/**
 * Calls back when another tab changes one of the portal's keys (or clears storage: `null`). The
 * browser never tells a tab of its own changes, so this tab's writes never call back.
 */
export function subscribeToOtherTabs(callback: (key: StorageKey | null) => void): () => void {
  const byName = new Map<string, StorageKey>(
    Object.entries(storageKeys).map(([key, name]) => [name, key as StorageKey]),
  )
  const listener = (event: StorageEvent) => {
    if (event.key === null) return callback(null)
    const key = byName.get(event.key)
    if (key) callback(key)
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
