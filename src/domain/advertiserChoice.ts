import { advertiserKey, findByKey, findByName, type Advertiser } from './advertisers'
import { paths, publicPaths } from './paths'
import { advertiserParam, reportPaths, viewParam } from './reportPaths'
import { isRecord } from './values'

/**
 * The advertiser chosen on a page with the dropdown (the dashboard, the report pages, AI
 * Optimizations), every rule in one place. The page's address (`?advertiser=<id>`) says which
 * advertiser it shows, and every link of a signed-in page carries it on (`carryAdvertiser`), so
 * each tab keeps its own place. The stored choice (spec section 3, shared app-wide) is the memory
 * for a new visit: the visit's first signed-in page names it in its address (`addressToOpen`).
 * A page whose address names none shows nothing chosen, or on Truth Social and Rumble an
 * advertiser passed in navigation state.
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

/**
 * What a page shows, once the list is here. The address wins: an advertiser of the user's is
 * chosen (the name decides, so a link to the second of two records sharing a name chooses the
 * first); one the user does not have chooses nothing and says so. No advertiser in the address:
 * one passed in navigation state (`passed`: Truth Social and Rumble), else nothing.
 */
export function choiceAt(
  list: readonly Advertiser[],
  address: string | null,
  passed: string | null = null,
): Choice {
  if (address !== null) {
    // An id, or a name: an address names an advertiser by its key (a choice stored without an id
    // is named by its name).
    const linked = findByKey(list, address) ?? findByName(list, address)
    if (!linked) return { chosen: null, unavailable: true }
    return { chosen: findByName(list, linked.name) ?? linked, unavailable: false }
  }
  return { chosen: findByName(list, passed) ?? null, unavailable: false }
}

/** The stored choice for `advertiser` (nulls clear it). */
export function storedOf(advertiser: Advertiser | null): StoredChoice {
  return { name: advertiser?.name ?? null, id: advertiser?.id ?? null }
}

/** How an address names the stored choice (its id, else its name); null when none is stored. */
export const storedKey = (stored: StoredChoice): string | null => stored.id ?? stored.name

/** The paths whose pages have the advertiser dropdown. */
export function hasAdvertiser(pathname: string): boolean {
  return (
    pathname === paths.dashboard ||
    pathname === paths.client ||
    pathname === paths.aiOptimizations ||
    (Object.values(reportPaths) as string[]).includes(pathname)
  )
}

/** `to` (a path, with its query) naming `key` as its advertiser, when it is a signed-in page. */
function naming(to: URL, key: string | null): string | null {
  if (key === null || publicPaths.includes(to.pathname) || to.searchParams.has(advertiserParam)) {
    return null
  }
  const query = new URLSearchParams(to.search)
  query.set(advertiserParam, key)
  return `${to.pathname}?${query.toString()}${to.hash}`
}

/**
 * The address the visit's first signed-in page opens at (its route loader): one whose address
 * names no advertiser names the stored choice, so a new visit starts where the last one left
 * off, and every page's address says what it shows. Null when `to` is fine as it is.
 */
export function addressToOpen(to: URL, stored: StoredChoice): string | null {
  return naming(to, storedKey(stored))
}

/**
 * Where a link or a move from the page at `search` leads: a signed-in page naming no advertiser
 * names this page's, so a tab keeps its own advertiser from page to page, menus and Settings
 * included, whatever another tab chose since.
 */
export function carryAdvertiser(to: string, search: string): string {
  const url = new URL(to, 'https://portal.invalid')
  return naming(url, new URLSearchParams(search).get(advertiserParam)) ?? to
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
