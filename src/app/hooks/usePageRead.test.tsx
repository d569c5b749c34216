import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import {
  createMemoryRouter,
  RouterProvider,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from '../../api/client'
import { ApiError } from '../../api/errors'
import type { Advertiser } from '../../domain/advertisers'
import type { Loadable } from '../../domain/loadable'
import { seedStorage } from '../../mocks/storage'
import { makeToken } from '../../mocks/token'
import { advertisersFreshMs } from '../advertiserList'
import {
  createVisit,
  revalidatesSignedIn,
  signedInRouteId,
  startSignedInData,
  type SignedInData,
} from '../visit'
import { usePageRead } from './usePageRead'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const email = 'a@b.test'
const acme = [{ id: 'a1', name: 'Acme', links: {} }]

/** Every state the pages rendered, in order. */
let seen: Loadable<Advertiser[]>[] = []
const state = () => seen.at(-1)
/** The calls asked for, answered by hand. */
let calls: { path: string; answer: () => void; fail: () => void }[] = []
let root: Root
let router: ReturnType<typeof createMemoryRouter>

const api: ApiClient = {
  request<T>(options: RequestOptions<T>) {
    return new Promise<T>((resolve, reject) => {
      // The session check is nobody's business here: it never answers.
      if (!options.path.startsWith('/api/advertisers')) return
      calls.push({
        path: options.path,
        answer: () => resolve(options.parse([{ id: 'a1', advertiser: 'Acme' }])),
        fail: () => reject(new ApiError('network', 'Failed to fetch')),
      })
    })
  },
  onUnauthorized: () => () => {},
}

/** What a page with the dropdown reads, as useAdvertiserChoice reads it. */
function useList() {
  const { advertisers } = useRouteLoaderData(signedInRouteId) as SignedInData
  seen.push(usePageRead(advertisers, { freshForMs: advertisersFreshMs }))
}
function Dashboard() {
  useList()
  return null
}
function Social() {
  useList()
  return null
}

/** The page's own loader, beside the list's: each run is a revalidation the page saw. */
let pageLoads = 0
/** What the page's loader answers; a promise that never settles keeps a revalidation going. */
let pageHolds: Promise<null> | null = null
const pageLoader = () => {
  pageLoads += 1
  return pageHolds
}

async function open(path = '/dashboard') {
  const visit = createVisit(api)
  router = createMemoryRouter(
    [
      {
        id: signedInRouteId,
        loader: ({ request }) => startSignedInData(visit, request),
        shouldRevalidate: revalidatesSignedIn,
        HydrateFallback: () => null,
        children: [
          { path: '/dashboard', loader: pageLoader, Component: Dashboard },
          { path: '/social-analytics', loader: pageLoader, Component: Social },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  await act(async () => root.render(<RouterProvider router={router} />))
}

const answer = (index: number, how: 'answer' | 'fail' = 'answer') =>
  act(async () => calls[index]?.[how]())

function tabBecomes(visibility: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
  return act(async () => void document.dispatchEvent(new Event('visibilitychange')))
}

const retry = () =>
  act(async () => {
    const shown = state()
    if (shown?.status === 'failed') shown.retry?.()
  })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  seedStorage({ token: makeToken({ role: 'client', email, advertisers: [] }), email })
  seen = []
  calls = []
  pageLoads = 0
  pageHolds = null
  root = createRoot(document.createElement('div'))
})
afterEach(async () => {
  await act(async () => root.unmount())
  router.dispose()
  localStorage.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the advertiser list, as the signed-in route hands it to the pages', () => {
  it('loads from the first render, then is here, asked for once', async () => {
    await open()
    expect(seen[0]).toEqual({ status: 'loading' })
    await answer(0)
    expect(state()).toEqual({ status: 'ready', data: acme })
    expect(calls.map((call) => call.path)).toEqual(['/api/advertisers?email=a%40b.test'])
  })

  it('is on the next page from its first render, and a move asks for nothing', async () => {
    await open()
    await answer(0)
    seen = []
    await act(() => router.navigate('/social-analytics'))
    expect(seen[0]).toEqual({ status: 'ready', data: acme })
    expect(calls).toHaveLength(1)
  })

  it('is nothing, and asked for nowhere, without a session', async () => {
    localStorage.clear()
    await open()
    expect(state()).toEqual({ status: 'idle' })
    expect(calls).toEqual([])
  })

  it('is asked for again when the tab comes back after five minutes, shown meanwhile', async () => {
    await open()
    await answer(0)
    vi.advanceTimersByTime(advertisersFreshMs)
    await tabBecomes('visible')
    expect(calls).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await tabBecomes('hidden')
    expect(calls).toHaveLength(1)
    seen = []
    await tabBecomes('visible')
    expect(calls).toHaveLength(2)
    await answer(1)
    expect(seen.every((shown) => shown.status === 'ready')).toBe(true)
    // Asking again failed: the list shown stays.
    vi.advanceTimersByTime(advertisersFreshMs + 1)
    await tabBecomes('visible')
    expect(calls).toHaveLength(3)
    await answer(2, 'fail')
    expect(seen.every((shown) => shown.status === 'ready')).toBe(true)
  })

  it('stops listening for the tab once the page is gone', async () => {
    await open()
    await answer(0)
    await act(async () => root.unmount())
    root = createRoot(document.createElement('div'))
    vi.advanceTimersByTime(advertisersFreshMs + 1)
    await tabBecomes('visible')
    expect(calls).toHaveLength(1)
  })

  it("says 'Failed to load advertisers.'; Try again asks anew, loading until it answers", async () => {
    await open()
    await answer(0, 'fail')
    expect(state()).toMatchObject({ status: 'failed', message: 'Failed to load advertisers.' })
    await retry()
    expect(calls).toHaveLength(2)
    expect(state()).toEqual({ status: 'loading' })
    await answer(1)
    expect(state()).toEqual({ status: 'ready', data: acme })
  })

  it('is asked for again by itself, once, when the device comes back online', async () => {
    await open()
    await answer(0, 'fail')
    await act(async () => void window.dispatchEvent(new Event('online')))
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(calls).toHaveLength(2)
    await answer(1)
    expect(state()?.status).toBe('ready')
  })

  it('asks nothing more when Try again has brought it before the device comes online', async () => {
    await open()
    await answer(0, 'fail')
    await retry()
    await answer(1)
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(calls).toHaveLength(2)
  })

  it('is kept when a move leaves it failed: only a revalidation asks again', async () => {
    await open()
    await answer(0, 'fail')
    await act(() => router.navigate('/social-analytics'))
    expect(state()).toMatchObject({ status: 'failed' })
    expect(calls).toHaveLength(1)
  })
})

const online = () => act(async () => void window.dispatchEvent(new Event('online')))

// docs/decisions.md: the route's loaders run again only when revalidated (Try again, back online,
// the tab back after more than 5 minutes). The page's own loader counts those runs.
describe('when the pages are read again, and when not', () => {
  it('asks nothing when the device comes back online while no failure shows', async () => {
    await open()
    await answer(0)
    const loads = pageLoads
    await online()
    expect(pageLoads).toBe(loads)
    expect(calls).toHaveLength(1)
  })

  it('runs the loaders again once when the connection comes back twice while they run', async () => {
    await open()
    await answer(0, 'fail')
    const loads = pageLoads
    pageHolds = new Promise(() => {})
    await online()
    expect(pageLoads).toBe(loads + 1)
    await online()
    expect(pageLoads).toBe(loads + 1)
  })

  it('stops waiting for the connection once Try again has brought the list', async () => {
    await open()
    await answer(0, 'fail')
    await retry()
    await answer(1)
    const loads = pageLoads
    await online()
    expect(pageLoads).toBe(loads)
  })

  it('stops waiting for the connection once the failing page is gone', async () => {
    await open()
    await answer(0, 'fail')
    await act(async () => root.unmount())
    root = createRoot(document.createElement('div'))
    const loads = pageLoads
    await online()
    expect(pageLoads).toBe(loads)
  })

  it('runs no loader when the tab comes back within five minutes, to the millisecond', async () => {
    await open()
    await answer(0)
    const loads = pageLoads
    vi.advanceTimersByTime(1_000)
    await tabBecomes('visible')
    vi.advanceTimersByTime(299_000)
    await tabBecomes('visible')
    expect(pageLoads).toBe(loads)
    vi.advanceTimersByTime(1)
    await tabBecomes('visible')
    expect(pageLoads).toBe(loads + 1)
  })
})

describe('a read the route hands over anew', () => {
  let handed: Promise<Loadable<Advertiser[]>> | Loadable<Advertiser[]>
  /** The page's freshness: the list's five minutes, or none (a page's own read). */
  let freshForMs: number | undefined
  /** What the route's error boundary was shown for. */
  let broken: unknown[]
  function Page() {
    const { read } = useLoaderData() as { read: typeof handed }
    seen.push(usePageRead(read, { freshForMs }))
    return null
  }
  function Broken() {
    broken.push(useRouteError())
    return null
  }
  async function handOver(read: typeof handed) {
    handed = read
    await act(() => router.revalidate())
  }
  async function show(read: typeof handed) {
    handed = read
    router = createMemoryRouter([
      { path: '/', loader: () => ({ read: handed }), Component: Page, ErrorBoundary: Broken },
    ])
    await act(async () => root.render(<RouterProvider router={router} />))
  }
  beforeEach(() => {
    freshForMs = advertisersFreshMs
    broken = []
  })

  it('shows a read known without a call as it is, from the first render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await show({ status: 'ready', data: acme })
    expect(seen[0]).toEqual({ status: 'ready', data: acme })
    expect(state()).toEqual({ status: 'ready', data: acme })
    expect(broken).toEqual([])
  })

  it('shows an answer when it comes, kept nowhere else, on a page without freshness', async () => {
    freshForMs = undefined
    await show(Promise.resolve({ status: 'ready', data: acme }))
    expect(state()).toEqual({ status: 'ready', data: acme })
  })

  it('loads anew on a page without freshness: what showed is not kept', async () => {
    freshForMs = undefined
    await show(Promise.resolve({ status: 'ready', data: acme }))
    await handOver(new Promise(() => {}))
    expect(state()).toEqual({ status: 'loading' })
  })

  it('never shows the answer of a read the route has since replaced', async () => {
    let answerFirst: (state: Loadable<Advertiser[]>) => void = () => {}
    await show(new Promise((resolve) => (answerFirst = resolve)))
    await handOver(new Promise(() => {}))
    await act(async () => answerFirst({ status: 'ready', data: acme }))
    expect(state()).toEqual({ status: 'loading' })
  })

  it('shows no earlier answer once a read known without a call came between', async () => {
    handed = Promise.resolve({ status: 'ready', data: acme })
    router = createMemoryRouter([{ path: '/', loader: () => ({ read: handed }), Component: Page }])
    await act(async () => root.render(<RouterProvider router={router} />))
    expect(state()).toEqual({ status: 'ready', data: acme })
    await handOver({ status: 'loading' })
    await handOver(new Promise(() => {}))
    expect(state()).toEqual({ status: 'loading' })
  })
})
