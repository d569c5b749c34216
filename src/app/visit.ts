import type { ApiClient } from '../api/client'
import { readCredentials } from '../auth/credentials'
import { createFirstChecks, type FirstChecks } from '../auth/firstChecks'
import { createAdvertiserList, type AdvertiserList } from './advertiserList'

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
 * session's first check and its advertiser list are asked for at once, side by side, while the
 * page's code loads (the signed-in routes' loader). Nothing is waited for here: the guard shows
 * the authenticating animation until the check decides, and a check that ends the session drops
 * the list (App).
 */
export function startSignedInData(visit: Visit): null {
  const credentials = readCredentials()
  if (credentials) {
    void visit.firstChecks.check(credentials)
    visit.advertisers.load(credentials.email)
  }
  return null
}
