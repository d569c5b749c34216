// In the DOM project (a .tsx file): the loaders read the stored session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoaderFunctionArgs } from 'react-router-dom'
import type { ApiClient, RequestOptions } from '../api/client'
import { ApiError } from '../api/errors'
import { seedStorage } from '../mocks/storage'
import { makeToken } from '../mocks/token'
import { aiLoader, createPageLoaders, notificationsLoader, settingsLoader } from './pageReads'
import { createVisit } from './visit'

const email = 'a@b.test'

/** A backend whose answers the test gives by hand; every call is recorded with its signal. */
function backend() {
  const calls: {
    path: string
    signal: AbortSignal | undefined
    answer: (body: unknown) => void
    fail: (error: unknown) => void
  }[] = []
  const api: ApiClient = {
    request<T>(options: RequestOptions<T>) {
      return new Promise<T>((resolve, reject) => {
        calls.push({
          path: options.path,
          signal: options.signal,
          answer: (body) => resolve(options.parse(body)),
          fail: reject,
        })
      })
    },
    onUnauthorized: () => () => {},
  }
  return { visit: createVisit(api), calls }
}

const args = (address: string) =>
  ({
    request: new Request(new URL(address, 'https://portal.test')),
    params: {},
    context: undefined,
  }) as unknown as LoaderFunctionArgs

beforeEach(() => {
  localStorage.clear()
  seedStorage({ token: makeToken({ role: 'client', email, advertisers: [] }), email })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('a page’s own read, started by its loader (issue 54)', () => {
  it('asks for the profile at once and hands it over unawaited', async () => {
    const { visit, calls } = backend()
    const { profile } = settingsLoader(visit.api)(args('/settings'))
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/profile-with-advertisers'])
    calls[0]?.answer({ name: 'Ada', email, advertiserObjects: [{ advertiser: 'Acme' }] })
    await expect(profile).resolves.toMatchObject({ status: 'ready', data: { name: 'Ada' } })
  })

  it('turns a failure into the message section 8 names, logged once', async () => {
    const { visit, calls } = backend()
    const { profile } = settingsLoader(visit.api)(args('/settings'))
    calls[0]?.fail(new ApiError('network', 'Failed to fetch'))
    await expect(profile).resolves.toMatchObject({ status: 'failed' })
    expect(console.warn).toHaveBeenCalledTimes(1)
  })

  it('asks nothing without a session: the guard sends the client to sign in', () => {
    localStorage.clear()
    const { visit, calls } = backend()
    expect(settingsLoader(visit.api)(args('/settings')).profile).toMatchObject({ status: 'failed' })
    expect(calls).toEqual([])
  })

  it('asks for the address’s advertiser’s data; none named, nothing', () => {
    const { visit, calls } = backend()
    const load = aiLoader(visit.api)
    expect(load(args('/ai-optimizations')).optimization).toEqual({ status: 'idle' })
    load(args('/ai-optimizations?advertiser=a1'))
    expect(calls.map((call) => call.path)).toEqual(['/api/advertiser-optimizations/a1'])
  })

  it('skips a repeat for the key it has, and gives up a read another key replaces', () => {
    const { visit, calls } = backend()
    const load = aiLoader(visit.api)
    const first = load(args('/ai-optimizations?advertiser=a1')).optimization
    expect(load(args('/ai-optimizations?advertiser=a1')).optimization).toBe(first)
    expect(calls).toHaveLength(1)
    load(args('/ai-optimizations?advertiser=b1'))
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(calls[1]?.signal?.aborted).toBe(false)
  })

  it('asks again for a key whose read failed (Try again, back online)', async () => {
    const { visit, calls } = backend()
    const load = aiLoader(visit.api)
    const first = load(args('/ai-optimizations?advertiser=a1')).optimization
    calls[0]?.fail(new ApiError('http', 'HTTP 500', { status: 500 }))
    await first
    load(args('/ai-optimizations?advertiser=a1'))
    expect(calls).toHaveLength(2)
  })
})

describe('the call the entry starts for the page a visit opens', () => {
  it('is the one its route’s loader hands over, once: a later visit to the page asks again', () => {
    const { visit, calls } = backend()
    const pages = createPageLoaders(visit.api)
    pages.start(new URL('https://portal.test/settings'))
    expect(calls).toHaveLength(1)
    const load = pages.route('/settings')
    // The signed-in loader named the stored advertiser in the address: the same call.
    load(args('/settings?advertiser=a1'))
    expect(calls).toHaveLength(1)
    load(args('/settings'))
    expect(calls).toHaveLength(2)
  })

  it('is not taken for another advertiser’s data on AI Optimizations', () => {
    const { visit, calls } = backend()
    const pages = createPageLoaders(visit.api)
    pages.start(new URL('https://portal.test/ai-optimizations?advertiser=a1'))
    pages.route('/ai-optimizations')(args('/ai-optimizations?advertiser=b1'))
    expect(calls.map((call) => call.path)).toEqual([
      '/api/advertiser-optimizations/a1',
      '/api/advertiser-optimizations/b1',
    ])
  })
})

// The texts of spec sections 5 and 8, written out (not read from messages.ts): what Settings and
// Notifications say when their read cannot be made or fails without the server's own text.
describe('the Settings and Notifications reads say what the spec says', () => {
  it('need a session’s email, and ask for nothing without one', () => {
    localStorage.clear()
    const { visit, calls } = backend()
    expect(settingsLoader(visit.api)(args('/settings')).profile).toEqual({
      status: 'failed',
      message: 'Email is required.',
    })
    expect(notificationsLoader(visit.api)(args('/notifications')).contact).toEqual({
      status: 'failed',
      message: 'Email not found in local storage.',
    })
    expect(calls).toEqual([])
  })

  it('name the read that failed, and a network failure as one', async () => {
    const { visit, calls } = backend()
    const { contact } = notificationsLoader(visit.api)(args('/notifications'))
    const { profile } = settingsLoader(visit.api)(args('/settings'))
    expect(calls.map((call) => call.path)).toEqual([
      '/api/auth/query',
      '/api/auth/profile-with-advertisers',
    ])
    calls[0]?.fail(new ApiError('http', 'HTTP 500', { status: 500 }))
    calls[1]?.fail(new ApiError('http', 'HTTP 500', { status: 500 }))
    await expect(contact).resolves.toEqual({
      status: 'failed',
      message: 'Failed to fetch user data.',
    })
    await expect(profile).resolves.toEqual({
      status: 'failed',
      message: 'Failed to fetch profile data.',
    })
    const again = settingsLoader(visit.api)(args('/settings')).profile
    calls[2]?.fail(new ApiError('network', 'Failed to fetch'))
    await expect(again).resolves.toEqual({
      status: 'failed',
      message: 'A network error occurred. Please try again.',
    })
  })
})

describe('what the console and the code that routes are told', () => {
  it('logs each failed read by what it was loading', async () => {
    const { visit, calls } = backend()
    const { profile } = settingsLoader(visit.api)(args('/settings'))
    const { contact } = notificationsLoader(visit.api)(args('/notifications'))
    const { optimization } = aiLoader(visit.api)(args('/ai-optimizations?advertiser=a1'))
    const errors = calls.map((call) => {
      const error = new ApiError('http', 'HTTP 500', { status: 500 })
      call.fail(error)
      return error
    })
    await Promise.all([profile, contact, optimization])
    expect(vi.mocked(console.warn).mock.calls).toEqual([
      ['Loading the profile data failed.', errors[0]],
      ['Loading the user data failed.', errors[1]],
      ['Loading optimization data failed.', errors[2]],
    ])
  })

  it('starts nothing for a page without a read of its own, such as the dashboard', () => {
    const { visit, calls } = backend()
    const pages = createPageLoaders(visit.api)
    expect(() => pages.start(new URL('https://portal.test/dashboard'))).not.toThrow()
    expect(calls).toEqual([])
  })

  it('refuses a route without a page loader, naming its path', () => {
    const { visit } = backend()
    const load = createPageLoaders(visit.api).route('/dashboard')
    expect(() => load(args('/dashboard'))).toThrow('No page loader for /dashboard')
  })
})
