import { createAdvertiserList, type AdvertiserList } from '../api/advertiserList'
import type { ApiClient } from '../api/client'
import { hasUsableCredentials, readCredentials, type StoredCredentials } from '../auth/credentials'
import { createFirstChecks, type FirstChecks } from '../auth/firstChecks'
import { addressToOpen, storedAfterArrival, storedKey } from '../domain/advertiserChoice'
import { publicPaths } from '../domain/paths'
import { advertiserParam } from '../domain/reportPaths'
import { readStoredChoice, writeStoredChoice } from '../storage/storedChoice'

/**
 * What one visit of the portal (a page load; a route story) shares between its route loaders and
 * its pages: the backend client, each session's first check and the advertiser list.
 */
export interface Visit {
  readonly api: ApiClient
  readonly firstChecks: FirstChecks
  readonly advertisers: AdvertiserList
}

export function createVisit(api: ApiClient): Visit {
  return { api, firstChecks: createFirstChecks(api), advertisers: createAdvertiserList(api) }
}

/**
 * A signed-in page is opened (a link, a reload, a new tab, the move after sign-in): the stored
 * session's first check and its advertiser list are asked for at once, side by side. The entry
 * (main.tsx) asks as it starts, before the app's code has arrived: the calls need only the
 * settings and the stored session. The signed-in routes' loader asks again, which for the same
 * session and visit is the same calls (both are asked once). The check is not waited for here:
 * the guard shows the authenticating animation until it decides, and a check that ends the
 * session drops the list (Root). Returns the credentials asked with, or null when there is no
 * session to ask for or the page is public.
 */
export function startSignedInCalls(visit: Visit, pathname: string): StoredCredentials | null {
  if (publicPaths.includes(pathname)) return null
  const credentials = readCredentials()
  // A token past its `exp` (or one that cannot be read) is never sent: the guard sends the
  // client to sign in, and there is nothing to ask for.
  if (!credentials || !hasUsableCredentials()) return null
  void visit.firstChecks.check(credentials)
  visit.advertisers.load(credentials.email)
  return credentials
}

/**
 * The signed-in routes' loader: the calls above, and what the address says of the advertiser.
 * An address that names an advertiser makes it the stored choice, which the pages opened after
 * it start with; one that names none on a page with the dropdown is sent on to the address
 * naming the stored choice: returned here, for the loader's `replace` (a redirect that rewrites
 * the entry, so Back skips the bare address).
 */
export function startSignedInData(visit: Visit, request: Request): string | null {
  const url = new URL(request.url)
  const credentials = startSignedInCalls(visit, url.pathname)
  if (!credentials) return null
  const stored = readStoredChoice()
  // A page with the dropdown opened without an advertiser (a bookmark, a typed address) names
  // the stored one, as a move inside the portal does (RouterNavigation).
  const canonical = addressToOpen(url, stored)
  if (canonical) return canonical
  // A link naming another advertiser: once the list says it is the user's, it is the stored
  // choice. The page does not wait for that (a move inside the portal has the list already, and
  // names the stored choice).
  const address = url.searchParams.get(advertiserParam)
  if (address !== null && address !== storedKey(stored)) {
    void visit.advertisers.settled(credentials.email).then((list) => {
      const arrived = list && storedAfterArrival(address, readStoredChoice(), list)
      // Not for a move given up meanwhile (another move, the app closed).
      if (arrived && !request.signal.aborted) writeStoredChoice(arrived)
    })
  }
  return null
}

/** Whether the signed-in routes' loader has anything to do with `url`'s advertiser. */
export function loaderHasWork(url: URL): boolean {
  const stored = readStoredChoice()
  const address = url.searchParams.get(advertiserParam)
  return addressToOpen(url, stored) !== null || (address !== null && address !== storedKey(stored))
}
