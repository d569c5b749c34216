// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  browserSalt,
  clearStored,
  readStored,
  subscribeToOtherTabs,
  subscribeToStorage,
  writeStored,
} from './browserStorage'
import { readStoredChoice, writeStoredChoice } from './storedChoice'

/**
 * The key names are written out here as spec section 3 gives them, never read from the code: a
 * renamed key would strand every signed-in browser's session (issue 56).
 */
afterEach(() => localStorage.clear())

/** What another tab's write looks like to this one. */
const otherTabWrites = (key: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key }))

describe('the keys of spec section 3', () => {
  it('stores the session under authToken and userEmail', () => {
    writeStored({ token: 'a.b.c', email: 'dana@example.test' })
    expect(localStorage.getItem('authToken')).toBe('a.b.c')
    expect(localStorage.getItem('userEmail')).toBe('dana@example.test')
  })

  it('reads a session stored under authToken and userEmail, the fallback under email', () => {
    localStorage.setItem('authToken', 'a.b.c')
    localStorage.setItem('userEmail', 'dana@example.test')
    localStorage.setItem('email', 'older@example.test')
    expect(readStored('token')).toBe('a.b.c')
    expect(readStored('email')).toBe('dana@example.test')
    expect(readStored('legacyEmail')).toBe('older@example.test')
  })

  it('keeps the advertiser choice under selectedAdvertiserId and selectedAdvertiserName', () => {
    writeStoredChoice({ name: 'Acme Media', id: 'adv-7' })
    expect(localStorage.getItem('selectedAdvertiserName')).toBe('Acme Media')
    expect(localStorage.getItem('selectedAdvertiserId')).toBe('adv-7')
    localStorage.setItem('selectedAdvertiserName', 'Blue Sky')
    localStorage.setItem('selectedAdvertiserId', 'adv-9')
    expect(readStoredChoice()).toEqual({ name: 'Blue Sky', id: 'adv-9' })
  })

  it('removes every one of them, the older email key too, when the session ends', () => {
    for (const name of [
      'authToken',
      'userEmail',
      'email',
      'selectedAdvertiserId',
      'selectedAdvertiserName',
      // The portal's own: the server clock's distance from this device's (auth/token.ts).
      'sessionClockOffset',
    ]) {
      localStorage.setItem(name, 'x')
    }
    localStorage.setItem('unrelated', 'kept')
    sessionStorage.setItem('draft', 'x')
    clearStored()
    expect(localStorage.length).toBe(1)
    expect(localStorage.getItem('unrelated')).toBe('kept')
    expect(sessionStorage.length).toBe(0)
  })

  it('counts a blank value as nothing stored', () => {
    localStorage.setItem('authToken', '   ')
    localStorage.setItem('userEmail', '')
    expect(readStored('token')).toBeNull()
    expect(readStored('email')).toBeNull()
    localStorage.setItem('authToken', ' a.b.c ')
    expect(readStored('token')).toBe(' a.b.c ')
  })
})

describe('this browser’s salt', () => {
  it('is made once, as 32 hexadecimal digits, and kept under portalSalt for later visits', () => {
    expect(browserSalt()).toBeNull()
    // Bytes below 16 too, which need their leading zero.
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((bytes) => {
      if (bytes instanceof Uint8Array) bytes.forEach((_, index) => (bytes[index] = index * 17))
      return bytes
    })
    const salt = browserSalt({ create: true })
    expect(salt).toBe('00112233445566778899aabbccddeeff')
    expect(localStorage.getItem('portalSalt')).toBe(salt)
    expect(browserSalt({ create: true })).toBe(salt)
  })

  it('is found where an earlier visit left it', () => {
    localStorage.setItem('portalSalt', '00ff'.repeat(8))
    expect(browserSalt()).toBe('00ff'.repeat(8))
  })
})

describe('telling others of a change', () => {
  it('calls back on this tab’s writes and on other tabs’, until unsubscribed', () => {
    const callback = vi.fn()
    const unsubscribe = subscribeToStorage(callback)
    writeStored({ token: 'a.b.c' })
    otherTabWrites('authToken')
    expect(callback).toHaveBeenCalledTimes(2)
    unsubscribe()
    writeStored({ token: null })
    otherTabWrites('authToken')
    expect(callback).toHaveBeenCalledTimes(2)
  })

  it('names the portal’s key another tab changed, null when it cleared storage', () => {
    const callback = vi.fn()
    const unsubscribe = subscribeToOtherTabs(callback)
    otherTabWrites('authToken')
    otherTabWrites('selectedAdvertiserName')
    otherTabWrites('somebodyElsesKey')
    otherTabWrites(null)
    writeStored({ email: 'dana@example.test' })
    expect(callback.mock.calls).toEqual([['token'], ['advertiserName'], [null]])
    unsubscribe()
    otherTabWrites('authToken')
    expect(callback).toHaveBeenCalledTimes(3)
  })
})
