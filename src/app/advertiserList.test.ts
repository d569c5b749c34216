import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from '../api/client'
import { ApiError } from '../api/errors'
import { advertisersFreshMs, createAdvertiserList } from './advertiserList'
import { answerTo } from './reads'

/** A backend whose answers the test gives, one call at a time. */
function fakeBackend() {
  const calls: { path: string; answer: (body: unknown) => void; fail: (e: unknown) => void }[] = []
  const api: ApiClient = {
    request<T>(options: RequestOptions<T>) {
      return new Promise<T>((resolve, reject) => {
        options.signal?.addEventListener('abort', () =>
          reject(new ApiError('aborted', 'The call was given up')),
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
  return { list: createAdvertiserList(api), calls }
}

const records = [{ id: 'a1', advertiser: 'Acme' }]
const acme = [{ id: 'a1', name: 'Acme', links: {} }]
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const email = 'a@b.test'

beforeEach(() => {
  // Only the clock: the answers' times are Date.now()'s, the waits real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the visit’s advertiser list', () => {
  it('is asked for once: the entry’s call is the one the loader hands every page', async () => {
    const { list, calls } = fakeBackend()
    list.start(email)
    list.start(email)
    const first = list.read(email)
    expect(list.read(email)).toBe(first)
    expect(calls.map((call) => call.path)).toEqual(['/api/advertisers?email=a%40b.test'])
    calls[0]?.answer(records)
    await expect(first).resolves.toEqual({ status: 'ready', data: acme })
    expect(list.read(email)).toBe(first)
    expect(calls).toHaveLength(1)
  })

  it('hands over the entry’s call as it is when it failed before the app arrived', async () => {
    const { list, calls } = fakeBackend()
    list.start(email)
    calls[0]?.fail(new ApiError('network', 'Failed to fetch'))
    await settle()
    await expect(list.read(email)).resolves.toMatchObject({ status: 'failed' })
    expect(calls).toHaveLength(1)
  })

  it("says 'Failed to load advertisers.' whatever the server said; read again, asks anew", async () => {
    const { list, calls } = fakeBackend()
    const first = list.read(email)
    calls[0]?.fail(new ApiError('http', 'HTTP 500', { status: 500, serverMessage: 'Down' }))
    await expect(first).resolves.toEqual({
      status: 'failed',
      message: 'Failed to load advertisers.',
    })
    expect(console.warn).toHaveBeenCalledTimes(1)
    // Try again, or the device back online: the loader runs again.
    const again = list.read(email)
    expect(calls).toHaveLength(2)
    expect(list.read(email)).toBe(again)
    calls[1]?.answer(records)
    await expect(again).resolves.toMatchObject({ status: 'ready' })
  })

  it('asks again when read after five minutes, and keeps the list when that fails', async () => {
    const { list, calls } = fakeBackend()
    const first = list.read(email)
    calls[0]?.answer(records)
    const shown = await first
    vi.advanceTimersByTime(advertisersFreshMs)
    expect(list.read(email)).toBe(first)
    vi.advanceTimersByTime(1)
    const again = list.read(email)
    expect(calls).toHaveLength(2)
    calls[1]?.fail(new ApiError('network', 'Failed to fetch'))
    await expect(again).resolves.toBe(shown)
    // Kept as an answer of now: fresh for another five minutes.
    await settle()
    expect(answerTo(again)?.at).toBe(Date.now())
    expect(list.read(email)).toBe(again)
    expect(calls).toHaveLength(2)
  })

  it('drops the list when the session ends, and an answer still on its way with it', async () => {
    const { list, calls } = fakeBackend()
    const first = list.read(email)
    list.drop()
    calls[0]?.answer(records)
    await settle()
    expect(answerTo(first)).toBeUndefined()
    list.read(email)
    expect(calls).toHaveLength(2)
  })

  it('gives nothing of one client to another, and gives up the first’s call', async () => {
    const { list, calls } = fakeBackend()
    const first = list.read(email)
    list.read('c@d.test')
    expect(calls.map((call) => call.path)).toEqual([
      '/api/advertisers?email=a%40b.test',
      '/api/advertisers?email=c%40d.test',
    ])
    calls[0]?.answer(records)
    await settle()
    expect(answerTo(first)).toBeUndefined()
  })
})

describe('the list’s rules, to the letter of docs/decisions.md', () => {
  it('is fresh for five minutes to the millisecond, asked again only after more than that', async () => {
    const { list, calls } = fakeBackend()
    const first = list.read(email)
    calls[0]?.answer(records)
    await first
    vi.advanceTimersByTime(300_000)
    expect(list.read(email)).toBe(first)
    expect(calls).toHaveLength(1)
    vi.advanceTimersByTime(1)
    list.read(email)
    expect(calls).toHaveLength(2)
  })

  it('shows the list the server gives when asked again, not the one it replaces', async () => {
    const { list, calls } = fakeBackend()
    const first = list.read(email)
    calls[0]?.answer(records)
    await first
    vi.advanceTimersByTime(300_001)
    const again = list.read(email)
    calls[1]?.answer([{ id: 'b2', advertiser: 'Bolt' }])
    await expect(again).resolves.toEqual({
      status: 'ready',
      data: [{ id: 'b2', name: 'Bolt', links: {} }],
    })
  })

  it('logs a failed list as the loading of the advertisers that failed', async () => {
    const { list, calls } = fakeBackend()
    const first = list.read(email)
    const error = new ApiError('network', 'Failed to fetch')
    calls[0]?.fail(error)
    await first
    expect(console.warn).toHaveBeenCalledExactlyOnceWith('Loading advertisers failed.', error)
  })

  it('can be dropped before anything was asked: a session that ends at once', () => {
    const { list, calls } = fakeBackend()
    expect(() => list.drop()).not.toThrow()
    expect(calls).toEqual([])
  })
})
