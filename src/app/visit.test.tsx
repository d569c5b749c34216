// In the DOM project (a .tsx file): the loader reads the browser's storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from '../api/client'
import { makeToken } from '../mocks/token'
import { seedStorage, stored } from '../mocks/storage'
import { createVisit, revalidatesSignedIn, startSignedInCalls, startSignedInData } from './visit'

const email = 'a@b.test'
const records = [
  { id: 'a1', advertiser: 'Acme' },
  { id: 'b1', advertiser: 'Bolt' },
]

/** A backend that answers at once: the check, and the list. */
function backend() {
  const paths: string[] = []
  const api: ApiClient = {
    async request<T>(options: RequestOptions<T>) {
      paths.push(options.path.split('?')[0] ?? '')
      const body = options.path.startsWith('/api/advertisers')
        ? records
        : { role: 'client', accounts: [] }
      return options.parse(body)
    },
    onUnauthorized: () => () => {},
  }
  return { visit: createVisit(api), paths }
}

const data = (visit: ReturnType<typeof backend>['visit'], address: string) =>
  startSignedInData(visit, new Request(new URL(address, 'https://portal.test')))

/** Where the loader sends the page on, or null when it stays. */
const load = (visit: ReturnType<typeof backend>['visit'], address: string) => {
  const loaded = data(visit, address)
  return 'redirect' in loaded ? loaded.redirect : null
}

beforeEach(() => {
  localStorage.clear()
  seedStorage({ token: makeToken({ role: 'client', email, advertisers: [] }), email })
})
// The DOM project's files share one storage: none of this file's is left to the next.
afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the signed-in pages’ loader', () => {
  it('asks for the session check and the advertiser list together, and waits for neither', async () => {
    const { visit, paths } = backend()
    expect(load(visit, '/settings')).toBeNull()
    expect(paths.sort()).toEqual(['/api/advertisers', '/api/auth/client-auth-check'])
  })

  it('hands the pages the list’s read; without a session, nothing to read', async () => {
    const { visit } = backend()
    const loaded = data(visit, '/dashboard?advertiser=a1')
    if ('redirect' in loaded) throw new Error('sent on')
    await expect(loaded.advertisers).resolves.toMatchObject({ status: 'ready' })
    localStorage.clear()
    expect(data(backend().visit, '/dashboard')).toEqual({
      client: null,
      advertisers: { status: 'idle' },
    })
  })

  it('runs again for a revalidation, not for a move between pages or a form’s write', () => {
    const at = (address: string) => new URL(address, 'https://portal.test')
    const here = at('/dashboard?advertiser=a1')
    expect(revalidatesSignedIn({ currentUrl: here, nextUrl: at('/dashboard?advertiser=a1') })).toBe(
      true,
    )
    expect(revalidatesSignedIn({ currentUrl: here, nextUrl: at('/dashboard?advertiser=b1') })).toBe(
      false,
    )
    expect(revalidatesSignedIn({ currentUrl: here, nextUrl: at('/settings?advertiser=a1') })).toBe(
      false,
    )
    expect(revalidatesSignedIn({ currentUrl: here, nextUrl: here, formMethod: 'POST' })).toBe(false)
  })

  it('asks for nothing with a stored token past its time: it is never sent', () => {
    seedStorage({
      token: makeToken({ role: 'client', email, advertisers: [], exp: 1 }),
      email,
    })
    const { visit, paths } = backend()
    expect(load(visit, '/dashboard')).toBeNull()
    expect(paths).toEqual([])
  })

  it('asks for nothing without a stored session', async () => {
    localStorage.clear()
    const { visit, paths } = backend()
    expect(load(visit, '/dashboard')).toBeNull()
    expect(paths).toEqual([])
  })

  it('sends the visit’s first signed-in page on to the address naming the stored choice', () => {
    seedStorage({ advertiserName: 'Bolt', advertiserId: 'b1' })
    const { visit } = backend()
    expect(load(visit, '/facebook-analytics?view=report')).toBe(
      '/facebook-analytics?view=report&advertiser=b1',
    )
    // The pages after it name what their links carry: another tab's choice stays out.
    expect(load(visit, '/dashboard')).toBeNull()
  })

  it('leaves the first page’s address alone when it names an advertiser, and the storage too', () => {
    seedStorage({ advertiserName: 'Bolt', advertiserId: 'b1' })
    const { visit } = backend()
    expect(load(visit, '/dashboard?advertiser=a1')).toBeNull()
    expect(load(visit, '/social-analytics')).toBeNull()
    expect(stored()).toMatchObject({ advertiserName: 'Bolt', advertiserId: 'b1' })
  })

  it('counts the first page with a session as the arrival, not one sent to sign in', () => {
    const { token } = stored()
    seedStorage({ token: null, advertiserName: 'Bolt', advertiserId: 'b1' })
    const { visit } = backend()
    expect(load(visit, '/dashboard')).toBeNull()
    seedStorage({ token })
    expect(load(visit, '/client')).toBe('/client?advertiser=b1')
  })

  it('is asked again by the entry’s calls for the same session and visit: each call is made once', () => {
    const { visit, paths } = backend()
    startSignedInCalls(visit, '/facebook-analytics')
    load(visit, '/facebook-analytics?advertiser=a1')
    expect(paths.sort()).toEqual(['/api/advertisers', '/api/auth/client-auth-check'])
  })

  it('asks for nothing on a public page: sign-in needs neither call', () => {
    const { visit, paths } = backend()
    expect(startSignedInCalls(visit, '/login')).toBeNull()
    expect(startSignedInCalls(visit, '/forgot-password')).toBeNull()
    expect(paths).toEqual([])
  })
})
