/**
 * How long the service worker may answer from a stored copy, by the server's own word: the
 * `Cache-Control` the copy came with. Pure, so it is tested in Node (freshness.test.ts).
 */

/** When the worker stored a copy (ms since the epoch, the device's clock), on the copy itself. */
export const storedAtHeader = 'X-Portal-Stored-At'

/** A directive's number of seconds in `cacheControl`, or null when it is not there. */
function seconds(cacheControl: string, directive: string): number | null {
  const match = new RegExp(`(?:^|,)\\s*${directive}\\s*=\\s*"?(\\d+)`, 'i').exec(cacheControl)
  return match ? Number(match[1]) : null
}

function has(cacheControl: string, directive: string): boolean {
  return new RegExp(`(?:^|,)\\s*${directive}\\s*(?:,|=|$)`, 'i').test(cacheControl)
}

/**
 * The seconds after it was stored during which a copy may answer while the device is online:
 * `max-age` plus `stale-while-revalidate` (RFC 9111, RFC 5861). `no-cache` allows no answer
 * without asking first, and a response that says nothing allows none either: the worker never
 * guesses a freshness the server did not give.
 */
export function usableSeconds(cacheControl: string | null): number {
  if (!cacheControl || has(cacheControl, 'no-cache') || has(cacheControl, 'no-store')) return 0
  return (
    (seconds(cacheControl, 'max-age') ?? 0) + (seconds(cacheControl, 'stale-while-revalidate') ?? 0)
  )
}

/** Whether the server lets a copy of this response be kept at all. */
export function mayStore(headers: Headers): boolean {
  return !has(headers.get('Cache-Control') ?? '', 'no-store')
}

/**
 * Whether a stored copy may answer now: with no connection, always (the portal still opens);
 * online, only within the window its server gave, counted from when it was stored here.
 */
export function usableNow(stored: Response, now: number, online: boolean): boolean {
  if (!online) return true
  const storedAt = Number(stored.headers.get(storedAtHeader))
  if (!Number.isFinite(storedAt) || storedAt <= 0) return false
  const age = (now - storedAt) / 1000
  const window = usableSeconds(stored.headers.get('Cache-Control'))
  return window > 0 && age >= 0 && age <= window
}

/**
 * `response` as the worker stores it: its status, headers and `body` (as read, so without the
 * transfer's encoding and length), and when it was stored.
 */
export function stamped(response: Response, body: string, now: number): Response {
  const headers = new Headers(response.headers)
  headers.delete('Content-Encoding')
  headers.delete('Content-Length')
  headers.set(storedAtHeader, String(now))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/** The build's files a page names (`src` and `href` under /assets/), as paths. */
export function assetsNamed(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1] ?? '')
}

/**
 * Whether a page is the one of the build whose files are `built` (paths): it names at least one of
 * them and nothing under /assets/ besides. A page of another build (a release half copied, the next
 * release already on the server) is never stored: its scripts are not the ones stored here.
 */
export function isPageOf(html: string, built: ReadonlySet<string>): boolean {
  const named = assetsNamed(html)
  return named.length > 0 && named.every((file) => built.has(file))
}

/** A short name for a build, from its file list: each build's pages are stored apart. */
export function buildName(files: ReadonlyArray<unknown>): string {
  let hash = 0x811c9dc5
  for (const character of JSON.stringify(files)) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0
  }
  return hash.toString(36)
}
