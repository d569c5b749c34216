import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from '../api/client'
import { ApiError } from '../api/errors'
import { timings } from '../domain/timings'
import { makeToken } from '../mocks/token'
import { AuthProvider, useAuth, type Auth } from './AuthContext'
import { SessionChecks } from './SessionChecks'
import { nothingStored, seedStorage, stored } from '../mocks/storage'
import { clearStored, sessionOnlyInThisTab, storageKeys } from '../storage/browserStorage'
import { saveCredentials } from './credentials'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** A backend whose auth-check answer each test sets; every call is recorded. */
function fakeBackend() {
  const backend = {
    role: 'client' as string,
    checkFails: null as ApiError | null,
    logoutFails: false,
    /** The logout gets no answer within the write limit (ApiError 'unanswered'). */
    logoutUnanswered: false,
    /** The token the logout call was sent with, and what storage held as it was sent. */
    logoutSent: null as { token: string | null | undefined; storedToken: string | null } | null,
    /** When set, the next auth check waits until `release` is called. */
    holdNextCheck: false,
    release: () => {},
    calls: [] as string[],
    listeners: new Set<(token: string) => void>(),
    /** As the real client does when the server answers a call made with `token` 401. */
    refuse: (token: string) => backend.listeners.forEach((listener) => listener(token)),
    api: {
      onUnauthorized(listener: (token: string) => void) {
        backend.listeners.add(listener)
        return () => backend.listeners.delete(listener)
      },
      async request<T>(options: RequestOptions<T>): Promise<T> {
        backend.calls.push(options.path)
        if (options.path === '/api/auth/logout') {
          backend.logoutSent = { token: options.token, storedToken: stored().token ?? null }
          if (backend.logoutFails) throw new ApiError('http', 'HTTP 500', { status: 500 })
          if (backend.logoutUnanswered) throw new ApiError('unanswered', 'No answer')
          return options.parse(undefined)
        }
        if (backend.holdNextCheck) {
          backend.holdNextCheck = false
          await new Promise<void>((resolve) => (backend.release = resolve))
        }
        if (backend.checkFails) throw backend.checkFails
        return options.parse({ role: backend.role, accounts: [{ id: 'acct-1' }] })
      },
    } satisfies ApiClient,
  }
  return backend
}

let root: Root
let auth: Auth
let warn: ReturnType<typeof vi.spyOn>
/** Every session status the app rendered, in order. */
let statuses: string[] = []

/** Hands the context's latest value to the test after every render. */
function Probe({ onAuth }: { onAuth: (value: Auth) => void }) {
  const value = useAuth()
  useEffect(() => {
    onAuth(value)
  })
  return null
}

async function mount(api: ApiClient) {
  root = createRoot(document.createElement('div'))
  await act(async () =>
    root.render(
      <AuthProvider api={api}>
        <SessionChecks />
        <Probe
          onAuth={(value) => {
            auth = value
            statuses.push(value.session.status)
          }}
        />
      </AuthProvider>,
    ),
  )
}

/** Lets pending promises settle and React re-render. */
const settle = () => act(async () => {})

function storeSession(): string {
  const token = makeToken({ role: 'client', email: 'demo@x.test', advertisers: ['Acme', 'Beta'] })
  saveCredentials({ token, email: 'demo@x.test' })
  return token
}

function becomeVisible() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  statuses = []
  localStorage.clear()
  vi.useFakeTimers()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
  // What a test's refused storage left in this tab's memory goes too.
  clearStored()
})

describe('the session', () => {
  it('refuses to be read outside an AuthProvider, saying so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    root = createRoot(document.createElement('div'))
    await expect(act(async () => root.render(<Probe onAuth={() => {}} />))).rejects.toThrow(
      'useAuth needs an <AuthProvider> above it',
    )
    await expect(act(async () => root.render(<SessionChecks />))).rejects.toThrow(
      'The session checks need an <AuthProvider> above them',
    )
  })

  it('starts signed out, without a call, when nothing is stored', async () => {
    const backend = fakeBackend()
    await mount(backend.api)
    expect(auth.session.status).toBe('unauthenticated')
    expect([auth.email, auth.isSigningOut, auth.connection]).toEqual([null, false, 'online'])
    expect(backend.calls).toEqual([])
  })

  it('loads, then signs in a client', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    expect(auth.session).toEqual({ status: 'authenticated', email: 'demo@x.test' })
    expect(auth.email).toBe('demo@x.test')
  })

  it('counts a stored token that cannot be decoded as signed out, and clears it', async () => {
    saveCredentials({ token: 'not.a.token', email: 'demo@x.test' })
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    expect(auth.session.status).toBe('unauthenticated')
    expect(backend.calls).toEqual([])
    expect(stored().token).toBeNull()
  })

  it('re-checks every 15 minutes and signs out when the role was revoked in between', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    expect(backend.calls).toHaveLength(1)

    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs - 1))
    expect(backend.calls).toHaveLength(1)
    backend.role = 'Agency_Admin'
    await act(async () => vi.advanceTimersByTime(1))
    await settle()

    expect(backend.calls).toHaveLength(2)
    expect(auth.session.status).toBe('unauthenticated')
    expect(stored().token).toBeNull()
    expect(stored().email).toBeNull()
    expect(warn).toHaveBeenCalledWith('Session check failed; signing out. Incorrect role')
  })

  it('re-checks when the tab becomes visible again', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    backend.checkFails = new ApiError('http', 'HTTP 401', { status: 401 })
    await act(async () => becomeVisible())
    await settle()
    expect(backend.calls).toHaveLength(2)
    expect(auth.session.status).toBe('unauthenticated')
  })

  it('keeps the session when a re-check cannot reach the server', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    backend.checkFails = new ApiError('network', 'Failed to fetch')
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    await settle()
    expect(auth.session.status).toBe('authenticated')
    expect(stored().token).not.toBeNull()
  })

  it('keeps the session when the first check gets no answer, and tries again until one comes (issue 23)', async () => {
    const token = storeSession()
    const backend = fakeBackend()
    backend.checkFails = new ApiError('network', 'Failed to fetch')
    await mount(backend.api)
    await settle()
    expect(auth.session).toEqual({ status: 'authenticated', email: 'demo@x.test' })
    expect(auth.connection).toBe('unreachable')
    expect(stored().token).toBe(token)
    // 5 s, then 10 s later: the waits double.
    await act(async () => vi.advanceTimersByTime(5_000))
    expect(backend.calls).toHaveLength(2)
    await act(async () => vi.advanceTimersByTime(9_999))
    expect(backend.calls).toHaveLength(2)
    backend.checkFails = null
    await act(async () => vi.advanceTimersByTime(1))
    await settle()
    expect(backend.calls).toHaveLength(3)
    expect(auth.connection).toBe('online')
    expect(auth.session.status).toBe('authenticated')
  })

  it.each([500, 502, 503])(
    'keeps the session when a check meets a server error (%i)',
    async (status) => {
      storeSession()
      const backend = fakeBackend()
      await mount(backend.api)
      await settle()
      backend.checkFails = new ApiError('http', `HTTP ${status}`, { status })
      await act(async () => becomeVisible())
      await settle()
      expect(auth.session.status).toBe('authenticated')
      expect(auth.connection).toBe('unreachable')
    },
  )

  it('ends the session when an OK answer names no role (Incorrect role)', async () => {
    storeSession()
    const backend = fakeBackend()
    backend.checkFails = new ApiError('shape', 'Unexpected auth check reply')
    await mount(backend.api)
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
  })

  it.each([
    ['a 404', new ApiError('http', 'HTTP 404', { status: 404 })],
    ['a 429', new ApiError('http', 'HTTP 429', { status: 429 })],
  ])('keeps the session when a check meets %s: nothing said about the token', async (_, error) => {
    storeSession()
    const backend = fakeBackend()
    backend.checkFails = error
    await mount(backend.api)
    await settle()
    expect(auth.session.status).toBe('authenticated')
    expect(auth.connection).toBe('unreachable')
  })

  it.each([401, 403])('ends the session when a check is answered %i', async (status) => {
    storeSession()
    const backend = fakeBackend()
    backend.checkFails = new ApiError('http', `HTTP ${status}`, { status })
    await mount(backend.api)
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
  })

  it('checks at once when the device comes back online', async () => {
    storeSession()
    const backend = fakeBackend()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    backend.checkFails = new ApiError('network', 'Failed to fetch')
    await mount(backend.api)
    await settle()
    expect(auth.connection).toBe('offline')
    backend.checkFails = null
    onLine.mockReturnValue(true)
    await act(async () => window.dispatchEvent(new Event('online')))
    await settle()
    expect(backend.calls).toHaveLength(2)
    expect(auth.connection).toBe('online')
  })

  it('checks at once when the device goes offline, and says so', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    expect(auth.connection).toBe('online')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    backend.checkFails = new ApiError('network', 'Failed to fetch')
    await act(async () => window.dispatchEvent(new Event('offline')))
    await settle()
    expect(backend.calls).toHaveLength(2)
    expect(auth.connection).toBe('offline')
    expect(auth.session.status).toBe('authenticated')
  })

  it('sees the device go offline as the first check answers, before the page shows', async () => {
    storeSession()
    const backend = fakeBackend()
    backend.holdNextCheck = true
    await mount(backend.api)
    expect(auth.session.status).toBe('loading')
    // One act: the check answers and the device goes offline before React renders the answer
    // (in a browser, the 'offline' event's task can come first on a busy machine).
    await act(async () => {
      backend.release()
      await Promise.resolve()
      await Promise.resolve()
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      backend.checkFails = new ApiError('network', 'Failed to fetch')
      window.dispatchEvent(new Event('offline'))
    })
    await settle()
    expect(auth.session.status).toBe('authenticated')
    expect(backend.calls).toHaveLength(2)
    expect(auth.connection).toBe('offline')
  })

  it('ends a session without an answer when its token names a role other than client', async () => {
    const token = makeToken({ role: 'Agency_Admin', email: 'demo@x.test', advertisers: [] })
    saveCredentials({ token, email: 'demo@x.test' })
    const backend = fakeBackend()
    backend.checkFails = new ApiError('network', 'Failed to fetch')
    await mount(backend.api)
    await settle()
    expect(auth.session.status).toBe('unauthenticated')
  })

  it('signs in: stores the session, loads, then checks it', async () => {
    const backend = fakeBackend()
    await mount(backend.api)
    const token = makeToken({ role: 'client', email: 'new@x.test', advertisers: [] })
    await act(async () => auth.signIn({ token, email: 'new@x.test' }))
    expect(stored().token).toBe(token)
    await settle()
    expect(auth.email).toBe('new@x.test')
    expect(backend.calls).toEqual(['/api/auth/client-auth-check'])
  })

  it('refuses a sign-in whose token names another role, for sign-in to say so', async () => {
    const backend = fakeBackend()
    backend.role = 'agency'
    await mount(backend.api)
    const token = makeToken({ role: 'client', email: 'new@x.test', advertisers: [] })
    await act(async () => auth.signIn({ token, email: 'new@x.test' }))
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'not-client' })
    expect(stored()).toEqual(nothingStored)
  })

  it('refuses a sign-in whose check gets no answer: the client is at the form to try again', async () => {
    const backend = fakeBackend()
    backend.checkFails = new ApiError('network', 'offline')
    await mount(backend.api)
    const token = makeToken({ role: 'client', email: 'new@x.test', advertisers: [] })
    await act(async () => auth.signIn({ token, email: 'new@x.test' }))
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'check-unreachable' })
  })

  it('signs out: tells the server, clears everything, remembers that it went well', async () => {
    storeSession()
    seedStorage({ advertiserName: 'Acme' })
    sessionStorage.setItem('draft', 'x')
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    let wentWell: boolean | undefined
    await act(async () => void (wentWell = await auth.signOut()))
    expect(wentWell).toBe(true)
    expect(backend.calls).toContain('/api/auth/logout')
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'logged-out' })
    expect(stored()).toEqual(nothingStored)
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })

  it('clears the stored session before telling the server, with the token it held (issue 26, S3)', async () => {
    const token = storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    await act(async () => void (await auth.signOut()))
    expect(backend.logoutSent).toEqual({ token, storedToken: null })
  })

  it('signs out even when the server call fails, and remembers that it failed', async () => {
    storeSession()
    const backend = fakeBackend()
    backend.logoutFails = true
    await mount(backend.api)
    await settle()
    await act(async () => void (await auth.signOut()))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'logout-failed' })
    expect(stored().token).toBeNull()
  })

  it('never calls a logout with no answer in time a failure: the server may have logged out', async () => {
    storeSession()
    const backend = fakeBackend()
    backend.logoutUnanswered = true
    await mount(backend.api)
    await settle()
    let agreed: boolean | null = null
    await act(async () => void (agreed = await auth.signOut()))
    expect(agreed).toBe(false)
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'logout-unanswered' })
    expect(stored().token).toBeNull()
  })

  it('ignores a check that answers after the user signed out', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    backend.holdNextCheck = true
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    await act(async () => void (await auth.signOut()))
    await act(async () => backend.release())
    await settle()
    // Sign-in still says how the Logout went, not that the session ended by itself.
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'logged-out' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('clears a token stored without an email, and an email without a token', async () => {
    seedStorage({ token: makeToken({ role: 'client', email: 'a', advertisers: [] }) })
    const backend = fakeBackend()
    await mount(backend.api)
    expect(auth.session.status).toBe('unauthenticated')
    expect(stored().token).toBeNull()
    expect(backend.calls).toEqual([])
  })

  it('signs out when another tab signs out', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    localStorage.clear()
    await act(async () =>
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token })),
    )
    expect(auth.session.status).toBe('unauthenticated')
  })

  /** Another tab's sign-in, as this tab hears of it: the token first, then the email. */
  async function signInElsewhere(email: string) {
    const token = makeToken({ role: 'client', email, advertisers: [] })
    // The browser tells of the keys whose value changes: the email only for someone else.
    const changed =
      email === stored().email ? [storageKeys.token] : [storageKeys.token, storageKeys.email]
    seedStorage({ token, email })
    for (const key of changed) {
      await act(async () => window.dispatchEvent(new StorageEvent('storage', { key })))
    }
    return token
  }

  it('checks the new session when another tab signs in as someone else, and says so', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    await signInElsewhere('other@x.test')
    await settle()
    expect(auth.email).toBe('other@x.test')
    expect(auth.replaced).toBe(true)
    // The start, then one check for the token's event and one for the email's.
    expect(backend.calls).toHaveLength(3)
  })

  it('keeps the session shown (never loading) when another tab signs in as the same client (issue 23)', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    statuses = []
    await signInElsewhere('demo@x.test')
    await settle()
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((status) => status === 'authenticated')).toBe(true)
    expect(auth.session).toEqual({ status: 'authenticated', email: 'demo@x.test' })
    expect(auth.replaced).toBe(false)
    // The new token is checked, quietly.
    expect(backend.calls).toHaveLength(2)
  })

  it('keeps another tab’s new session when the check here gets no answer', async () => {
    const backend = fakeBackend()
    await mount(backend.api)
    backend.checkFails = new ApiError('network', 'Failed to fetch')
    const token = await signInElsewhere('new@x.test')
    await settle()
    expect(auth.session).toEqual({ status: 'authenticated', email: 'new@x.test' })
    expect(auth.connection).toBe('unreachable')
    expect(stored().token).toBe(token)
  })

  it('ignores a quiet check whose email another tab has changed since', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    // Someone else's sign-in, heard at its token while the old email is still stored.
    backend.holdNextCheck = true
    const token = makeToken({ role: 'client', email: 'other@x.test', advertisers: [] })
    seedStorage({ token })
    await act(async () =>
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token })),
    )
    seedStorage({ email: 'other@x.test' })
    await act(async () =>
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.email })),
    )
    await settle()
    expect(auth.email).toBe('other@x.test')
    // The quiet check of the token with the old email answers last: it changes nothing.
    await act(async () => backend.release())
    await settle()
    expect(auth.email).toBe('other@x.test')
    expect(auth.replaced).toBe(true)
  })

  it('follows a session stored meanwhile when the guard asks, only while signed out', async () => {
    const backend = fakeBackend()
    await mount(backend.api)
    storeSession()
    await act(async () => auth.followSignIn())
    await settle()
    expect(auth.email).toBe('demo@x.test')
    statuses = []
    await act(async () => auth.followSignIn())
    expect(statuses).not.toContain('loading')
    expect(backend.calls).toEqual(['/api/auth/client-auth-check'])
  })

  it('follows a sign-in in another tab while signed out here', async () => {
    const backend = fakeBackend()
    await mount(backend.api)
    await signInElsewhere('new@x.test')
    await settle()
    expect(auth.email).toBe('new@x.test')
    expect(auth.replaced).toBe(false)
  })

  it('shares one logout call between logouts pressed together', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    await act(async () => void (await Promise.all([auth.signOut(), auth.signOut()])))
    expect(backend.calls.filter((path) => path === '/api/auth/logout')).toHaveLength(1)
  })

  it('signs out once when calls are refused with 401, however many fail together', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    const token = stored().token ?? ''
    act(() => {
      backend.refuse(token)
      backend.refuse(token)
      backend.refuse(token)
    })
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(stored().token).toBeNull()
    expect(
      warn.mock.calls.filter((args: unknown[]) => String(args[0]).includes('401')),
    ).toHaveLength(1)
  })

  it('ignores a 401 for a token that is no longer the stored one', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    act(() => backend.refuse('an-older-token'))
    expect(auth.session.status).toBe('authenticated')
  })

  it('ends the session when the token expires, without waiting for a check', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60
    saveCredentials({
      token: makeToken({ role: 'client', email: 'demo@x.test', advertisers: [], exp }),
      email: 'demo@x.test',
    })
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    expect(auth.session.status).toBe('authenticated')
    await act(async () => vi.advanceTimersByTime(60_000))
    expect(auth.session.status).toBe('unauthenticated')
    expect(stored().token).toBeNull()
    expect(backend.calls).toHaveLength(1)
  })

  it('forgets how the session ended once the sign-in page has said it', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    await act(async () => void (await auth.signOut()))
    act(() => auth.acknowledgeSignOut())
    expect(auth.session).toEqual({ status: 'unauthenticated' })
  })

  it('forgets a renewal once the sign-in page has seen it', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    act(() => auth.renew())
    act(() => auth.acknowledgeSignOut())
    expect(auth.session).toEqual({ status: 'unauthenticated' })
  })
})

/** Stores a client session whose token expires `seconds` from now. */
function storeSessionExpiringIn(seconds: number) {
  const exp = Math.floor(Date.now() / 1000) + seconds
  saveCredentials({
    token: makeToken({ role: 'client', email: 'demo@x.test', advertisers: [], exp }),
    email: 'demo@x.test',
  })
}

describe('a session that ends by itself (issue 10)', () => {
  it('says so when the token expires', async () => {
    storeSessionExpiringIn(600)
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    await act(async () => vi.advanceTimersByTime(600_000))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
  })

  it('says so when a re-check finds the role revoked', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    backend.role = 'Agency_Admin'
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
  })

  it('says so when a stored token has expired by the time the portal starts', async () => {
    storeSessionExpiringIn(-60)
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(backend.calls).toEqual([])
  })

  it('says so when a token is found at start without its email', async () => {
    seedStorage({ token: makeToken({ role: 'client', email: 'a', advertisers: [] }) })
    await mount(fakeBackend().api)
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(stored().token).toBeNull()
  })

  it('says nothing at start when nothing was stored', async () => {
    await mount(fakeBackend().api)
    expect(auth.session).toEqual({ status: 'unauthenticated' })
  })

  it('ends at once when the email goes from storage while the token stays (re-check)', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    seedStorage({ email: null })
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(stored().token).toBeNull()
    // Nothing to ask the server: the session ended without a call.
    expect(backend.calls).toHaveLength(1)
  })

  it('ends when the email goes while a re-check runs, whatever the server says', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    backend.holdNextCheck = true
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    seedStorage({ email: null })
    await act(async () => backend.release())
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
  })

  it('ends when the token goes in this tab while a re-check runs, whatever the server says', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    backend.holdNextCheck = true
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    // Removed in this tab: no storage event says so, only the check's answer can notice.
    seedStorage({ token: null })
    await act(async () => backend.release())
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(stored()).toEqual(nothingStored)
    expect(warn).toHaveBeenCalledWith('The stored token or email is gone; signing out.')
  })

  it('says once why it ended when the check itself is refused with 401', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    const token = stored().token ?? ''
    backend.holdNextCheck = true
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    // As the real client does: the 401 reaches the listeners (clearing storage) before the
    // check itself fails.
    backend.checkFails = new ApiError('http', 'HTTP 401', { status: 401 })
    act(() => backend.refuse(token))
    await act(async () => backend.release())
    await settle()
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(warn.mock.calls).toEqual([['The server refused the session token (401); signing out.']])
  })

  it('ignores a re-check whose token was replaced by another while it ran', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    backend.holdNextCheck = true
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    const token = makeToken({ role: 'client', email: 'demo@x.test', advertisers: [] })
    seedStorage({ token })
    // The server refuses the old token; the new one is not what it was asked about.
    backend.checkFails = new ApiError('http', 'Token expired', { status: 401 })
    await act(async () => backend.release())
    await settle()
    expect(auth.session.status).toBe('authenticated')
    expect(stored().token).toBe(token)
  })

  it.each([
    ['the email', storageKeys.email],
    ['the token', storageKeys.token],
  ])('ends when another tab removes %s', async (_what, key) => {
    storeSession()
    await mount(fakeBackend().api)
    await settle()
    localStorage.removeItem(key)
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key })))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(stored().token).toBeNull()
    expect(stored().email).toBeNull()
  })

  it('counts a logout in another tab (storage cleared) as ending by itself here', async () => {
    storeSession()
    await mount(fakeBackend().api)
    await settle()
    localStorage.clear()
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: null })))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
  })

  it('ends when the guard finds the credentials gone', async () => {
    storeSession()
    await mount(fakeBackend().api)
    await settle()
    act(() => auth.expire('The stored token or email is gone; signing out.'))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(warn).toHaveBeenCalledWith('The stored token or email is gone; signing out.')
  })

  it('keeps what sign-in will say when it ends by itself again', async () => {
    storeSession()
    await mount(fakeBackend().api)
    await settle()
    await act(async () => void (await auth.signOut()))
    act(() => auth.expire('Another tab cleared storage again.'))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'logged-out' })
  })

  it('lets a Logout say how it went even when its own call is refused with 401', async () => {
    storeSession()
    const backend = fakeBackend()
    backend.logoutFails = true
    await mount(backend.api)
    await settle()
    const token = stored().token ?? ''
    await act(async () => {
      const done = auth.signOut()
      backend.refuse(token)
      await done
    })
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'logout-failed' })
  })
})

describe('a device clock that is wrong (issue 23)', () => {
  it.each([
    ['3 hours ahead', 3 * 3_600_000],
    ['3 hours behind', -3 * 3_600_000],
  ])('neither refuses the session nor ends it early with a clock %s', async (_, skew) => {
    const issued = Date.UTC(2026, 10, 21)
    vi.setSystemTime(issued + skew)
    const token = makeToken({
      role: 'client',
      email: 'demo@x.test',
      advertisers: [],
      iat: issued / 1000,
      exp: issued / 1000 + 3_600,
    })
    saveCredentials({ token, email: 'demo@x.test' })
    await mount(fakeBackend().api)
    await settle()
    expect(auth.session.status).toBe('authenticated')
    // The notice comes two minutes before exp on the server's clock, and the end at exp.
    await act(async () => vi.advanceTimersByTime(3_600_000 - timings.sessionEndingNoticeMs - 1))
    expect(auth.ending).toBe(null)
    await act(async () => vi.advanceTimersByTime(1))
    expect(auth.ending).toBe('two-minutes')
    await act(async () => vi.advanceTimersByTime(timings.sessionEndingNoticeMs))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
  })
})

describe('storage the browser refuses (issue 23)', () => {
  it('keeps none of a session in storage when only part of it fits', async () => {
    const setItem = localStorage.setItem.bind(localStorage)
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation((name, value) => {
      // A quota with room for the short values, not for the token.
      if (name === storageKeys.token) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      setItem(name, value)
    })
    await mount(fakeBackend().api)
    const token = makeToken({ role: 'client', email: 'new@x.test', advertisers: [] })
    await act(async () => auth.signIn({ token, email: 'new@x.test' }))
    await settle()
    expect(auth.session).toEqual({ status: 'authenticated', email: 'new@x.test' })
    expect(stored()).toEqual(nothingStored)
    spy.mockRestore()
  })

  it('signs in for this tab, holding the session in memory', async () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const backend = fakeBackend()
    await mount(backend.api)
    const token = makeToken({ role: 'client', email: 'new@x.test', advertisers: [] })
    await act(async () => auth.signIn({ token, email: 'new@x.test' }))
    await settle()
    expect(auth.session).toEqual({ status: 'authenticated', email: 'new@x.test' })
    expect(backend.calls).toEqual(['/api/auth/client-auth-check'])
    expect(stored().token).toBeNull()
    expect(sessionOnlyInThisTab()).toBe(true)
    // Logout clears the memory too.
    await act(async () => void auth.signOut())
    await settle()
    expect(sessionOnlyInThisTab()).toBe(false)
    setItem.mockRestore()
  })
})

describe('the notice two minutes before the session ends (issue 10)', () => {
  it('comes two minutes before exp, and the session ends at exp', async () => {
    // On a whole second, as `exp` is counted in seconds.
    vi.setSystemTime(Date.UTC(2026, 10, 21))
    storeSessionExpiringIn(600)
    await mount(fakeBackend().api)
    await settle()
    expect(auth.ending).toBe(null)
    await act(async () => vi.advanceTimersByTime(600_000 - timings.sessionEndingNoticeMs - 1))
    expect(auth.ending).toBe(null)
    await act(async () => vi.advanceTimersByTime(1))
    expect(auth.ending).toBe('two-minutes')
    expect(auth.session.status).toBe('authenticated')
    await act(async () => vi.advanceTimersByTime(timings.sessionEndingNoticeMs / 2))
    expect(auth.ending).toBe('one-minute')
    await act(async () => vi.advanceTimersByTime(timings.sessionEndingNoticeMs / 2))
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'expired' })
    expect(auth.ending).toBe(null)
  })

  it('comes at once when less than two minutes are left', async () => {
    storeSessionExpiringIn(90)
    await mount(fakeBackend().api)
    await settle()
    await act(async () => vi.advanceTimersByTime(0))
    expect(auth.ending).toBe('two-minutes')
  })

  it('stays through a re-check of the same token', async () => {
    storeSessionExpiringIn(timings.authRecheckMs / 1000 + 90)
    await mount(fakeBackend().api)
    await settle()
    await act(async () => vi.advanceTimersByTime(timings.authRecheckMs))
    await settle()
    expect(auth.session.status).toBe('authenticated')
    expect(auth.ending).toBe('two-minutes')
  })

  it('is gone after a new sign-in', async () => {
    storeSessionExpiringIn(90)
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    await act(async () => vi.advanceTimersByTime(0))
    expect(auth.ending).toBe('two-minutes')
    const token = makeToken({ role: 'client', email: 'demo@x.test', advertisers: [] })
    await act(async () => auth.signIn({ token, email: 'demo@x.test' }))
    await settle()
    expect(auth.session.status).toBe('authenticated')
    expect(auth.ending).toBe(null)
  })

  it("'Sign in again' ends the session now, clears storage and makes no call", async () => {
    storeSessionExpiringIn(90)
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    act(() => auth.renew())
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'renew' })
    expect(auth.ending).toBe(null)
    expect(stored()).toEqual(nothingStored)
    expect(backend.calls).toEqual(['/api/auth/client-auth-check'])
  })
})
