/**
 * What the portal keeps in the browser (spec section 3), and the one way to read and write it.
 * localStorage is the source of truth for the session and the app-wide advertiser choice. Every
 * write here tells this tab's subscribers at once; other tabs hear of it through the browser's
 * own storage event. Frozen rather than `as const`: a mutation tool skips what sits under a type
 * assertion, and these names are what a test must pin (docs/testing.md, Mutation testing).
 */
export const storageKeys = Object.freeze({
  token: 'authToken',
  email: 'userEmail',
  /** An older key for the email: read as a fallback, removed with the session. */
  legacyEmail: 'email',
  advertiserId: 'selectedAdvertiserId',
  advertiserName: 'selectedAdvertiserName',
  /** Not in the spec: how far the server's clock is from this device's (auth/token.ts). */
  clockOffset: 'sessionClockOffset',
})

export type StorageKey = keyof typeof storageKeys

const changeEvent = 'portal-storage-change'

/**
 * What this tab could not store, by key: the browser blocks storage (a private mode, strict
 * cookie settings, an embedded webview) or it is full. Such a value lives here, for this tab
 * only, and wins over whatever storage still holds; a later write that succeeds takes it back.
 */
const kept = new Map<string, string | null>()

/** Storage's value for `name`, or this tab's when storage refused it; null when unreadable. */
function read(name: string): string | null {
  if (kept.has(name)) return kept.get(name) ?? null
  try {
    return localStorage.getItem(name)
  } catch {
    return null
  }
}

/** Stores `value` under `name` (null removes it), in this tab's memory when storage refuses. */
function write(name: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(name)
    else localStorage.setItem(name, value)
    kept.delete(name)
  } catch {
    kept.set(name, value)
  }
}

/**
 * True when this tab holds part of the session only in memory, because storage refused it: the
 * session then ends with the tab (a reload or a new tab signs in again).
 */
export function sessionOnlyInThisTab(): boolean {
  return Object.values(storageKeys).some((name) => kept.get(name) != null)
}

/** A stored value; blank counts as nothing, and so does storage the browser blocks. */
export function readStored(key: StorageKey): string | null {
  const value = read(storageKeys[key])
  return value === null || value.trim() === '' ? null : value
}

/**
 * Writes each value given (null removes it), then tells subscribers once. All or nothing: when
 * storage refuses one of them, they all live in this tab's memory and none stays in storage, so
 * no other tab (nor a later visit) finds half a session (an email without its token).
 */
export function writeStored(values: Partial<Record<StorageKey, string | null>>) {
  const entries = (Object.entries(values) as [StorageKey, string | null][]).map(
    ([key, value]) => [storageKeys[key], value] as const,
  )
  for (const [name, value] of entries) write(name, value)
  if (entries.some(([name]) => kept.has(name))) {
    for (const [name, value] of entries) {
      kept.set(name, value)
      try {
        localStorage.removeItem(name)
      } catch {
        // Storage is out of reach altogether: nothing of these is in it.
      }
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
  return read(key)
}

/** Writes a preference (null removes it), then tells subscribers. */
export function writePreference(key: string, value: string | null) {
  write(key, value)
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
