import type { ApiClient } from '../api/client'
import { hasUsableCredentials, readCredentials, type StoredCredentials } from '../auth/credentials'
import { createFirstChecks, type FirstChecks } from '../auth/firstChecks'
import { addressToOpen } from '../domain/advertiserChoice'
import type { Advertiser } from '../domain/advertisers'
import { idle } from '../domain/loadable'
import { publicPaths } from '../domain/paths'
import { readStoredChoice } from '../storage/storedChoice'
import { createAdvertiserList, type AdvertiserList } from './advertiserList'
import type { PageLoaders } from './pageReads'
import type { PageRead } from './reads'

/** What one visit (a page load; a route story) shares between its route loaders. */
export interface Visit {
  readonly api: ApiClient
  readonly firstChecks: FirstChecks
  readonly advertisers: AdvertiserList
  /** A chunk of its own, so /login does not carry it (scripts/preloadCode.ts). */
  pages(): Promise<PageLoaders>
  /** True the first time a signed-in page opens in this visit, false after. */
  arrive(): boolean
}

export function createVisit(api: ApiClient): Visit {
  let arrived = false
  let pages: Promise<PageLoaders> | null = null
  return {
    api,
    firstChecks: createFirstChecks(api),
    advertisers: createAdvertiserList(api),
    pages: () =>
      (pages ??= import('./pageReads').then(({ createPageLoaders }) => createPageLoaders(api))),
    arrive: () => !arrived && (arrived = true),
  }
}

/**
 * Asked for unawaited (the guard waits for the check), first by main.tsx, then by the signed-in
 * loader, which finds them asked. Null when there is no session or the page is public.
 */
export function startSignedInCalls(visit: Visit, pathname: string): StoredCredentials | null {
  if (publicPaths.includes(pathname)) return null
  const credentials = readCredentials()
  // A token past its `exp` is never sent: the guard sends the client to sign in.
  if (!credentials || !hasUsableCredentials()) return null
  void visit.firstChecks.check(credentials)
  visit.advertisers.start(credentials.email)
  return credentials
}

export const signedInRouteId = 'signed-in'

/** Not for a move between pages or a write: the calls are the visit's. */
export const revalidatesSignedIn = (move: { currentUrl: URL; nextUrl: URL; formMethod?: string }) =>
  !move.formMethod && move.currentUrl.href === move.nextUrl.href

export interface SignedInData {
  /** Null without a session. */
  readonly client: string | null
  readonly advertisers: PageRead<Advertiser[]>
}

/**
 * On the visit's first signed-in page only, an address naming no advertiser is sent on to the
 * stored choice (replaced, so Back skips it); later pages name what their links carry, so another
 * tab's choice never reaches this one. The stored choice is read here and nowhere else.
 */
export function startSignedInData(
  visit: Visit,
  request: Request,
): SignedInData | { readonly redirect: string } {
  const url = new URL(request.url)
  const credentials = startSignedInCalls(visit, url.pathname)
  if (!credentials) return { client: null, advertisers: idle }
  const redirect = visit.arrive() ? addressToOpen(url, readStoredChoice()) : null
  if (redirect) return { redirect }
  const { email } = credentials
  return { client: email, advertisers: visit.advertisers.read(email) }
}
