import { paths, publicPaths } from './paths'

/** A stand-in origin: a `next` that keeps it once parsed cannot leave the portal. */
const portalOrigin = 'https://portal.invalid'

/** The dashboard without a query: where sign-in leads anyway, so it needs no `next`. */
const landingPaths: readonly string[] = [paths.root, paths.dashboard, paths.client]

/** A backslash, or a control character (U+0000 to U+001F, U+007F). */
function isRefusedCharacter(character: string): boolean {
  const code = character.charCodeAt(0)
  return character === '\\' || code < 0x20 || code === 0x7f
}

/**
 * The page to return to after sign-in (`/login?next=`), or null when `next` is not a page of the
 * portal itself. Only a path is accepted: one leading '/', never '//' or '/\' (both mean
 * another host to a browser), no scheme, no backslash, and no control character (browsers drop
 * tabs and newlines, so '/\t/evil.test' would become '//evil.test'). Whatever is left must still
 * resolve to the portal's own origin. The path is given back as the URL parser read it.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null
  if ([...next].some(isRefusedCharacter)) return null
  let url: URL
  try {
    url = new URL(next, portalOrigin)
  } catch {
    return null
  }
  // '/..//host' parses to '//host': a path that a browser would read as another host.
  if (url.origin !== portalOrigin || url.pathname.startsWith('//')) return null
  // Routes match without case and with a trailing slash: '/LOGIN/' is sign-in too.
  const route = url.pathname.toLowerCase().replace(/\/+$/, '') || '/'
  // A public page is never a place to return to: sign-in itself would loop.
  if (publicPaths.includes(route)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** `path` with `next` in its query when there is one: '/login?next=%2Fsettings'. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path
}

/**
 * Where a signed-out visitor of `from` is sent: sign-in, with the page (path and query) to come
 * back to. The bare dashboard sets none: sign-in leads there already.
 */
export function loginAddress(
  from: { readonly pathname: string; readonly search: string } | null,
): string {
  if (!from || (from.search === '' && landingPaths.includes(from.pathname))) return paths.login
  return withNext(paths.login, safeReturnPath(`${from.pathname}${from.search}`))
}
