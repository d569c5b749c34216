import { decodeToken } from './token'

/**
 * What the portal keeps in the browser (spec section 3). localStorage is the one source of truth
 * for the stored session and the app-wide advertiser choice; every write here tells subscribers.
 */
export const storageKeys = {
  token: 'authToken',
  email: 'userEmail',
  /** An older key for the email: read as a fallback, removed with the session. */
  legacyEmail: 'email',
  advertiserId: 'selectedAdvertiserId',
  advertiserName: 'selectedAdvertiserName',
} as const

const changeEvent = 'portal-storage-change'

function read(key: string): string | null {
  try {
    const value = localStorage.getItem(key)
    return value === null || value.trim() === '' ? null : value
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage can be full or blocked (private mode); the portal then works for this page only.
  }
}

function announce() {
  window.dispatchEvent(new Event(changeEvent))
}

export interface StoredCredentials {
  readonly token: string
  readonly email: string
}

export function readToken(): string | null {
  return read(storageKeys.token)
}

/** The token to send with a call: none once it cannot be decoded or its `exp` has passed. */
export function readValidToken(): string | null {
  const token = readToken()
  return token && decodeToken(token) ? token : null
}

export function readEmail(): string | null {
  return read(storageKeys.email) ?? read(storageKeys.legacyEmail)
}

/** The stored token and email, or null unless both are there. */
export function readCredentials(): StoredCredentials | null {
  const token = readToken()
  const email = readEmail()
  return token && email ? { token, email } : null
}

export function saveCredentials({ token, email }: StoredCredentials) {
  write(storageKeys.token, token)
  write(storageKeys.email, email)
  announce()
}

/** Removes the session: token, both email keys, the chosen advertiser and session storage. */
export function clearStoredSession() {
  for (const key of Object.values(storageKeys)) write(key, null)
  try {
    sessionStorage.clear()
  } catch {
    // Nothing to clear when session storage is blocked.
  }
  announce()
}

export interface StoredAdvertiser {
  readonly id: string | null
  readonly name: string | null
}

export function readSelectedAdvertiserName(): string | null {
  return read(storageKeys.advertiserName)
}

export function readSelectedAdvertiserId(): string | null {
  return read(storageKeys.advertiserId)
}

export function saveSelectedAdvertiser({ id, name }: StoredAdvertiser) {
  write(storageKeys.advertiserName, name)
  write(storageKeys.advertiserId, name === null ? null : id)
  announce()
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
