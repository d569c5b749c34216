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

/**
 * What one visit of the portal (a page load; a route story) shares between its route loaders:
 * the backend client, each session's first check and the advertiser list.
 */
export interface Visit {
  readonly api: ApiClient
  readonly firstChecks: FirstChecks
  readonly advertisers: AdvertiserList
  /**
   * The pages' own calls (src/app/pageReads.ts), loaded on a signed-in page's first need: a code
   * chunk of its own, which index.html preloads for signed-in pages and the prerendered sign-in
   * pages leave out (scripts/preloadCode.ts), so /login does not carry it.
   */
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
 * A signed-in page is opened: the stored session's first check and its advertiser list are asked
 * for side by side, and awaited by neither (the guard waits for the check). The entry (main.tsx)
 * asks before the app's code has arrived, as the calls need only the settings and the stored
 * session; the signed-in route's loader asks again and finds them asked. Returns the credentials
 * asked with, or null when there is no session to ask for or the page is public.
 */
export function startSignedInCalls(visit: Visit, pathname: string): StoredCredentials | null {
  if (publicPaths.includes(pathname)) return null
  const credentials = readCredentials()
  // A token past its `exp` (or one that cannot be read) is never sent: the guard sends the
  // client to sign in, and there is nothing to ask for.
  if (!credentials || !hasUsableCredentials()) return null
  void visit.firstChecks.check(credentials)
  visit.advertisers.start(credentials.email)
  return credentials
}

/** The id of the route above every signed-in page, whose loader starts their data. */
export const signedInRouteId = 'signed-in'

/**
 * The signed-in route's loader runs again for a revalidation (the same address: Try again, back
 * online, the tab back after a while), not for a move between pages or a form's write: the calls
 * are the visit's, and the address a visit opens with is decided on arrival.
 */
export const revalidatesSignedIn = (move: { currentUrl: URL; nextUrl: URL; formMethod?: string }) =>
  !move.formMethod && move.currentUrl.href === move.nextUrl.href

/** What the signed-in route's loader hands every page below it. */
export interface SignedInData {
  /** The client it was read for (null without a session). */
  readonly client: string | null
  /** The client's advertisers, the dropdowns' list (idle without a session: nothing to ask). */
  readonly advertisers: PageRead<Advertiser[]>
}

/**
 * The signed-in route's loader: the calls above, and the list's read for the pages. On the
 * visit's first signed-in page only, an address that names no advertiser (a bookmark, a typed
 * address, the landing after sign-in) is sent on to one naming the stored choice (`redirect`, for
 * the loader's `replace`: the entry is rewritten, so Back skips the bare address). Later pages
 * name the advertiser their links carry (`carryAdvertiser`), so another tab's choice never
 * reaches this one. The stored choice is read here and nowhere else.
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
