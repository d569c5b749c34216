import type { Advertiser } from './advertisers'
import type { Channel } from './channels'

/**
 * An advertiser's report link for one channel, made ready for the frame (spec section 5):
 * trimmed (of control characters too), made absolute against the portal's origin, with the query
 * parameter rm=embed (in place of an `rm` the link already has).
 *
 * Beyond the spec, for safety: the frame runs with scripts and same-origin allowed, so only
 * http: and https: links are ever framed. Any other scheme (javascript:, data:, blob:, file: ...)
 * counts as no link for that advertiser, and so does a link carrying a username or password
 * (it would hand credentials to the report host, or dress one host up as another), and a plain
 * http: link on a portal served over https: (the frame's request would be upgraded, but Open in
 * new tab would carry the link, a signed query and all, in the clear).
 */
type ReportLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'forbidden'; readonly scheme: string }
  | { readonly kind: 'credentials' }
  | { readonly kind: 'insecure' }
  | { readonly kind: 'foreign' }
  | { readonly kind: 'url'; readonly href: string }

// Tabs and line breaks anywhere, which the URL parser removes before reading the scheme.
const ignoredInside = /[\t\n\r]/g
const schemePattern = /^([a-z][a-z\d+.-]*):/i
const userinfoPattern = /^[a-z][a-z\d+.-]*:\/\/[^/?#\\]*@/i
const framable = new Set(['http:', 'https:'])

/** Spaces and control characters (C0, DEL, C1), which the URL parser drops at the ends too. */
function isEdge(char: string): boolean {
  const code = char.charCodeAt(0)
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/.test(char)
}

/**
 * The link without what surrounds it: checked with those characters in place, a link would not
 * be read the way the frame reads it.
 */
function stripEdges(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isEdge(text.charAt(start))) start += 1
  while (end > start && isEdge(text.charAt(end - 1))) end -= 1
  return text.slice(start, end)
}

/** A query parameter's name as a server reads it (`r%6D` is `rm`). */
function nameOf(part: string): string {
  const name = part.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

/** The query (without '?') with rm=embed: in place of the first `rm`, else at the end. */
function withEmbed(query: string): string {
  const parts = query === '' ? [] : query.split('&')
  const isRm = (part: string) => nameOf(part) === 'rm'
  const first = parts.findIndex(isRm)
  if (first < 0) return [...parts, 'rm=embed'].join('&')
  // Other parameters stay as they are, byte for byte; a second `rm` would leave the report
  // to pick one, so only the first is kept, as rm=embed.
  return parts
    .flatMap((part, index) => (index === first ? ['rm=embed'] : isRm(part) ? [] : [part]))
    .join('&')
}

/** For text that is no URL: the parameter is appended as text (spec section 5). */
function asText(link: string): ReportLink {
  const plain = link.replace(ignoredInside, '')
  const scheme = schemePattern.exec(plain)?.[1]?.toLowerCase()
  if (scheme && !framable.has(`${scheme}:`)) return { kind: 'forbidden', scheme: `${scheme}:` }
  if (userinfoPattern.test(plain)) return { kind: 'credentials' }
  const [beforeHash = '', hash] = link.split(/#(.*)/s, 2)
  const at = beforeHash.indexOf('?')
  const [path, query] =
    at < 0 ? [beforeHash, ''] : [beforeHash.slice(0, at), beforeHash.slice(at + 1)]
  return {
    kind: 'url',
    href: `${path}?${withEmbed(query)}${hash === undefined ? '' : `#${hash}`}`,
  }
}

/**
 * `reportOrigins`: the deployment's report hosts (config.json), or null for any (the spec's rule).
 * With a list, a link to any other host, the portal's own origin included unless listed, counts as
 * no link: it is neither framed nor offered in a new tab.
 */
export function buildReportLink(
  raw: string | undefined,
  origin: string,
  reportOrigins: readonly string[] | null = null,
): ReportLink {
  const link = stripEdges(raw ?? '')
  if (link === '') return { kind: 'none' }
  let url: URL
  try {
    url = new URL(link, origin)
  } catch {
    // Not a URL: its host cannot be checked against the list.
    return reportOrigins ? { kind: 'foreign' } : asText(link)
  }
  if (!framable.has(url.protocol)) return { kind: 'forbidden', scheme: url.protocol }
  if (url.username !== '' || url.password !== '') return { kind: 'credentials' }
  if (url.protocol === 'http:' && new URL(origin).protocol === 'https:') return { kind: 'insecure' }
  if (reportOrigins && !reportOrigins.includes(url.origin)) return { kind: 'foreign' }
  // Rewritten as text: going through searchParams would re-encode the query and break signed
  // report links.
  url.search = `?${withEmbed(url.search.slice(1))}`
  return { kind: 'url', href: url.href }
}

export function reportLinkFor(
  advertiser: Advertiser,
  channel: Channel,
  origin: string,
  reportOrigins: readonly string[] | null = null,
): ReportLink {
  return buildReportLink(advertiser.links[channel.field], origin, reportOrigins)
}
