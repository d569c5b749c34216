import type { Advertiser } from './advertisers'
import type { Channel } from './channels'

/**
 * An advertiser's report link for one channel, made ready for the frame (spec section 5):
 * trimmed, made absolute against the portal's origin, with the query parameter rm=embed.
 *
 * Beyond the spec, for safety: the frame runs with scripts and same-origin allowed, so only
 * http: and https: links are ever framed. Any other scheme (javascript:, data:, blob:, file: ...)
 * counts as no link for that advertiser.
 */
type ReportLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'forbidden'; readonly scheme: string }
  | { readonly kind: 'url'; readonly href: string }

const schemePattern = /^([a-z][a-z\d+.-]*):/i
const framable = new Set(['http:', 'https:'])

export function buildReportLink(raw: string | undefined, origin: string): ReportLink {
  const link = raw?.trim() ?? ''
  if (link === '') return { kind: 'none' }
  let url: URL
  try {
    url = new URL(link, origin)
  } catch {
    // Not parseable as a URL: the parameter is appended as text (spec section 5), unless the
    // text itself names a scheme that may not be framed.
    const scheme = schemePattern.exec(link)?.[1]?.toLowerCase()
    if (scheme && !framable.has(`${scheme}:`)) return { kind: 'forbidden', scheme: `${scheme}:` }
    const [beforeHash = '', hash] = link.split(/#(.*)/s, 2)
    const separator = beforeHash.includes('?') ? '&' : '?'
    return {
      kind: 'url',
      href: `${beforeHash}${separator}rm=embed${hash === undefined ? '' : `#${hash}`}`,
    }
  }
  if (!framable.has(url.protocol)) return { kind: 'forbidden', scheme: url.protocol }
  // Added as text: rewriting the query through searchParams would re-encode it and break
  // signed report links.
  if (!url.searchParams.getAll('rm').includes('embed')) {
    url.search = url.search ? `${url.search}&rm=embed` : '?rm=embed'
  }
  return { kind: 'url', href: url.href }
}

export function reportLinkFor(
  advertiser: Advertiser,
  channel: Channel,
  origin: string,
): ReportLink {
  return buildReportLink(advertiser.links[channel.field], origin)
}
