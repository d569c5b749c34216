import {
  advertiserKey,
  findByKey,
  findByName,
  restoreSelection,
  type Advertiser,
} from './advertisers'
import { paths } from './paths'
import { advertiserParam, reportPaths, viewParam } from './reportPaths'
import { isRecord } from './values'

/**
 * The advertiser chosen on a page with the dropdown (the dashboard, the report pages, AI
 * Optimizations), every rule in one place. The page's address (`?advertiser=<id>`) says which
 * advertiser it shows. A page opened without one starts with the stored choice (spec section 3,
 * shared app-wide: the memory between pages, visits and tabs), or on Truth Social and Rumble with
 * an advertiser passed in navigation state.
 */

/** The choice as kept in the browser: the spec's selectedAdvertiserName and selectedAdvertiserId. */
export interface StoredChoice {
  readonly name: string | null
  readonly id: string | null
}

/** What a page shows in its dropdown, and whether its address named an advertiser not the user's. */
export interface Choice {
  readonly chosen: Advertiser | null
  /** The address named an advertiser this user does not have: the page says so. */
  readonly unavailable: boolean
}

/** Where a page without an advertiser in its address starts: read once, as the page opens. */
export interface Start {
  readonly stored: StoredChoice
  /** An advertiser name passed in navigation state (Truth Social and Rumble), else null. */
  readonly passed: string | null
}

/**
 * What a page shows, once the list is here. The address wins: an advertiser of the user's is
 * chosen (the name decides, so a link to the second of two records sharing a name chooses the
 * first); one the user does not have chooses nothing and says so. No advertiser in the address:
 * the stored choice (by name, else id), else one passed in navigation state, else nothing.
 */
export function choiceAt(
  list: readonly Advertiser[],
  address: string | null,
  { stored, passed }: Start,
): Choice {
  if (address !== null) {
    // An id, or a name: an address names an advertiser by its key, a stored choice by either.
    const linked = findByKey(list, address) ?? findByName(list, address)
    if (!linked) return { chosen: null, unavailable: true }
    return { chosen: findByName(list, linked.name) ?? linked, unavailable: false }
  }
  // A choice stored as a page opened at a link is its key (`storedAfterArrival`).
  const restored = restoreSelection(list, stored) ?? findByKey(list, stored.id)
  return { chosen: restored ?? findByName(list, passed) ?? null, unavailable: false }
}

/** The stored choice for `advertiser` (nulls clear it). */
export function storedOf(advertiser: Advertiser | null): StoredChoice {
  return { name: advertiser?.name ?? null, id: advertiser?.id ?? null }
}

/** How an address names the stored choice (its id, else its name); null when none is stored. */
export const storedKey = (stored: StoredChoice): string | null => stored.id ?? stored.name

/** The paths whose pages have the advertiser dropdown, and so name the choice in their address. */
export function hasAdvertiser(pathname: string): boolean {
  return (
    pathname === paths.dashboard ||
    pathname === paths.client ||
    pathname === paths.aiOptimizations ||
    (Object.values(reportPaths) as string[]).includes(pathname)
  )
}

/**
 * The address to open for `to` (a path of the portal, with its query): a page with the dropdown
 * whose address names no advertiser names the stored choice, so every page's address says what it
 * shows (a copied address, Back and Forward show the same). Null when `to` is fine as it is.
 */
export function addressToOpen(to: URL, stored: StoredChoice): string | null {
  const key = storedKey(stored)
  if (key === null || !hasAdvertiser(to.pathname) || to.searchParams.has(advertiserParam)) {
    return null
  }
  const query = new URLSearchParams(to.search)
  query.set(advertiserParam, key)
  return `${to.pathname}?${query.toString()}${to.hash}`
}

/**
 * The stored choice a page opened at `address` leaves for the pages opened after it (its route
 * loader writes it, once the list is here): the advertiser the page shows; null when the address
 * names none of the user's, or the one already stored.
 */
export function storedAfterArrival(
  address: string | null,
  stored: StoredChoice,
  list: readonly Advertiser[],
): StoredChoice | null {
  if (address === null || address === storedKey(stored)) return null
  const { chosen } = choiceAt(list, address, { stored, passed: null })
  return chosen ? storedOf(chosen) : null
}

/** The query `search` with `advertiser` written in (null removes it), and the report view out. */
export function addressWithAdvertiser(search: string, advertiser: string | null): string {
  const query = new URLSearchParams(search)
  if (advertiser === null) query.delete(advertiserParam)
  else query.set(advertiserParam, advertiser)
  // Spec sections 2 and 4: changing the advertiser resets the view.
  query.delete(viewParam)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The key an address names `advertiser` by (null for none). */
export const keyOf = (advertiser: Advertiser | null) =>
  advertiser ? advertiserKey(advertiser) : null

/** An advertiser name passed in navigation state, as Truth Social and Rumble accept. */
export function passedAdvertiser(state: unknown): string | null {
  const advertiser = isRecord(state) ? state.advertiser : null
  return typeof advertiser === 'string' && advertiser.trim() !== '' ? advertiser.trim() : null
}
