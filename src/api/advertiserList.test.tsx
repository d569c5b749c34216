// In the DOM project (a .tsx file): the list listens for the browser's online event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from './client'
import { ApiError } from './errors'
import { advertisersFreshMs, createAdvertiserList } from './advertiserList'

/** A backend whose answers the test gives, one call at a time. */
function fakeBackend() {
  const calls: { path: string; answer: (body: unknown) => void; fail: (e: unknown) => void }[] = []
  const api: ApiClient = {
    request<T>(options: RequestOptions<T>) {
      return new Promise<T>((resolve, reject) => {
        options.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
        calls.push({
          path: options.path,
          answer: (body) => resolve(options.parse(body)),
          fail: reject,
        })
      })
    },
    onUnauthorized: () => () => {},
  }
  return { api, calls }
}

const records = [{ id: 'a1', advertiser: 'Acme' }]
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
let now = 0

beforeEach(() => {
  now = 1_000
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('the visit’s advertiser list', () => {
  it('asks once, however many pages ask, and gives every page the same list', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    list.load('a@b.test')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.path).toBe('/api/advertisers?email=a%40b.test')
    expect(list.read('a@b.test')).toEqual({ status: 'loading' })
    calls[0]?.answer(records)
    await settle()
    const first = list.read('a@b.test')
    expect(first).toMatchObject({ status: 'ready', data: [{ id: 'a1', name: 'Acme' }] })
    list.load('a@b.test')
    expect(calls).toHaveLength(1)
    expect(list.read('a@b.test')).toBe(first)
  })

  it('gives nothing of one client to another', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    calls[0]?.answer(records)
    await settle()
    expect(list.read('c@d.test')).toEqual({ status: 'idle' })
  })

  it("says 'Failed to load advertisers.' whatever the server said, and Try again asks anew", async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    calls[0]?.fail(new ApiError('http', 'HTTP 500', { status: 500, serverMessage: 'Down' }))
    await settle()
    const failed = list.read('a@b.test')
    expect(failed).toMatchObject({ status: 'failed', message: 'Failed to load advertisers.' })
    if (failed.status !== 'failed') throw new Error('not failed')
    failed.retry?.()
    expect(calls).toHaveLength(2)
    expect(list.read('a@b.test')).toEqual({ status: 'loading' })
    calls[1]?.answer(records)
    await settle()
    expect(list.read('a@b.test').status).toBe('ready')
  })

  it('asks again when the tab comes back after five minutes, keeping the list meanwhile', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    calls[0]?.answer(records)
    await settle()
    const shown = list.read('a@b.test')
    now += advertisersFreshMs
    list.refreshIfStale('a@b.test')
    expect(calls).toHaveLength(1)
    now += 1
    list.refreshIfStale('a@b.test')
    expect(calls).toHaveLength(2)
    expect(list.read('a@b.test')).toBe(shown)
    // Asking again fails: the list shown stays.
    calls[1]?.fail(new ApiError('network', 'Failed to fetch'))
    await settle()
    expect(list.read('a@b.test')).toBe(shown)
  })

  it('drops the list when the session ends, and an answer still on its way with it', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    const changed = vi.fn()
    list.subscribe(changed)
    list.load('a@b.test')
    list.drop()
    calls[0]?.answer(records)
    await settle()
    expect(list.read('a@b.test')).toEqual({ status: 'idle' })
    list.load('a@b.test')
    expect(calls).toHaveLength(2)
  })

  it('tells when the list is here (`settled`), or that it could not be had', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    const here = list.settled('a@b.test')
    calls[0]?.answer(records)
    await expect(here).resolves.toEqual([{ id: 'a1', name: 'Acme', links: {} }])
    const other = list.settled('c@d.test')
    calls[1]?.fail(new ApiError('network', 'Failed to fetch'))
    await expect(other).resolves.toBeNull()
  })

  it('asks again by itself, once, when the device comes back online after a failure', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    calls[0]?.fail(new ApiError('network', 'Failed to fetch'))
    await settle()
    window.dispatchEvent(new Event('online'))
    expect(calls).toHaveLength(2)
    window.dispatchEvent(new Event('online'))
    expect(calls).toHaveLength(2)
    calls[1]?.answer(records)
    await settle()
    expect(list.read('a@b.test').status).toBe('ready')
  })

  it('asks nothing more when Try again has brought the list before the device comes online', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    calls[0]?.fail(new ApiError('network', 'Failed to fetch'))
    await settle()
    const shown = list.read('a@b.test')
    if (shown.status === 'failed') shown.retry?.()
    calls[1]?.answer(records)
    await settle()
    window.dispatchEvent(new Event('online'))
    expect(calls).toHaveLength(2)
  })

  it('asks for a fresh list only for the client shown, once it has answered', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    now += advertisersFreshMs + 1
    list.refreshIfStale('a@b.test')
    expect(calls).toHaveLength(1)
    calls[0]?.answer(records)
    await settle()
    now += advertisersFreshMs + 1
    list.refreshIfStale('c@d.test')
    expect(calls).toHaveLength(1)
  })

  it('asks anew when told to, keeping the list shown meanwhile', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    list.load('a@b.test')
    calls[0]?.answer(records)
    await settle()
    const shown = list.read('a@b.test')
    list.load('a@b.test', { again: true })
    expect(calls).toHaveLength(2)
    expect(list.read('a@b.test')).toBe(shown)
  })

  it('drops an answer for a client no longer asked for, and tells no one who stopped listening', async () => {
    const { api, calls } = fakeBackend()
    const list = createAdvertiserList(api, () => now)
    const changed = vi.fn()
    const stop = list.subscribe(changed)
    list.load('a@b.test')
    list.load('c@d.test')
    stop()
    calls[0]?.answer(records)
    await settle()
    expect(list.read('c@d.test')).toEqual({ status: 'loading' })
    expect(list.read('a@b.test')).toEqual({ status: 'idle' })
    expect(changed).toHaveBeenCalledTimes(2)
  })
})
