import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from '../api/client'
import { ApiError } from '../api/errors'
import { timings } from '../domain/timings'
import { makeToken } from '../mocks/token'
import { AuthProvider, useAuth, type Auth } from './AuthContext'
import { nothingStored, seedStorage, stored } from '../mocks/storage'
import { storageKeys } from '../storage/browserStorage'
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
          if (backend.logoutFails) throw new ApiError('http', 'HTTP 500', { status: 500 })
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
        <Probe onAuth={(value) => (auth = value)} />
      </AuthProvider>,
    ),
  )
}

/** Lets pending promises settle and React re-render. */
const settle = () => act(async () => {})

function storeSession() {
  const token = makeToken({ role: 'client', email: 'demo@x.test', advertisers: ['Acme', 'Beta'] })
  saveCredentials({ token, email: 'demo@x.test' })
}

function becomeVisible() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

describe('the session', () => {
  it('starts signed out, without a call, when nothing is stored', async () => {
    const backend = fakeBackend()
    await mount(backend.api)
    expect(auth.session.status).toBe('unauthenticated')
    expect(backend.calls).toEqual([])
  })

  it('loads, then signs in a client with the accounts from the check', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    expect(auth.session).toEqual({
      status: 'authenticated',
      email: 'demo@x.test',
      accounts: [{ id: 'acct-1' }],
    })
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
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Incorrect role'))
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

  it('signs out when the first check cannot reach the server', async () => {
    storeSession()
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

  it('signs out: tells the server, clears everything, remembers that it went well', async () => {
    storeSession()
    seedStorage({ advertiserName: 'Acme' })
    sessionStorage.setItem('draft', 'x')
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    await act(async () => void (await auth.signOut()))
    expect(backend.calls).toContain('/api/auth/logout')
    expect(auth.session).toEqual({ status: 'unauthenticated', ended: 'logged-out' })
    expect(stored()).toEqual(nothingStored)
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
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
    expect(auth.session.status).toBe('unauthenticated')
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

  it('checks the new session when another tab signs in as someone else', async () => {
    storeSession()
    const backend = fakeBackend()
    await mount(backend.api)
    await settle()
    const token = makeToken({ role: 'client', email: 'other@x.test', advertisers: [] })
    seedStorage({ token, email: 'other@x.test' })
    await act(async () =>
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token })),
    )
    await settle()
    expect(auth.email).toBe('other@x.test')
    expect(backend.calls).toHaveLength(2)
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
    expect(auth.session).toEqual({ status: 'unauthenticated' })
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
})
