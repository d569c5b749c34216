import { describe, expect, it } from 'vitest'
import { toAdvertiser } from './advertisers'
import { channelByField } from './channels'
import { buildReportLink, reportLinkFor } from './reportLinks'

const origin = 'https://portal.example.com'
const href = (raw: string | undefined) => {
  const link = buildReportLink(raw, origin)
  return link.kind === 'url' ? link.href : link.kind
}

describe('buildReportLink', () => {
  it('adds rm=embed to an absolute link', () =>
    expect(href('https://reports.example.com/r/1')).toBe(
      'https://reports.example.com/r/1?rm=embed',
    ))

  it('makes a relative link absolute against the origin', () => {
    expect(href('/demo-reports/facebook.html')).toBe(
      'https://portal.example.com/demo-reports/facebook.html?rm=embed',
    )
    expect(href('reports/7')).toBe('https://portal.example.com/reports/7?rm=embed')
  })

  it('trims surrounding spaces', () =>
    expect(href('  https://reports.example.com/r/1 \n')).toBe(
      'https://reports.example.com/r/1?rm=embed',
    ))

  it('keeps an existing query string', () =>
    expect(href('https://r.example.com/v?id=4&tab=spend')).toBe(
      'https://r.example.com/v?id=4&tab=spend&rm=embed',
    ))

  it('keeps the hash after the query', () =>
    expect(href('https://r.example.com/v?id=4#page=2')).toBe(
      'https://r.example.com/v?id=4&rm=embed#page=2',
    ))

  it('keeps the existing query byte for byte, as signed links need', () => {
    expect(href('https://r.example.com/v?q=a%20b&flag&x=a,b/c:d~e')).toBe(
      'https://r.example.com/v?q=a%20b&flag&x=a,b/c:d~e&rm=embed',
    )
    expect(href('https://r.example.com/v?sig=abc+def==&exp=1')).toBe(
      'https://r.example.com/v?sig=abc+def==&exp=1&rm=embed',
    )
  })

  it('adds rm=embed to an empty query', () =>
    expect(href('https://r.example.com/v?')).toBe('https://r.example.com/v?rm=embed'))

  it('does not add rm=embed twice', () =>
    expect(href('https://r.example.com/v?rm=embed')).toBe('https://r.example.com/v?rm=embed'))

  it.each([undefined, '', '   '])('gives no link for %j', (raw) => expect(href(raw)).toBe('none'))

  it('appends the parameter as text to a link that cannot be parsed', () => {
    expect(href('https://exa mple.com/r')).toBe('https://exa mple.com/r?rm=embed')
    expect(href('https://exa mple.com/r?a=1#x')).toBe('https://exa mple.com/r?a=1&rm=embed#x')
  })

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(document.cookie)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['blob:https://portal.example.com/1234', 'blob:'],
    ['file:///etc/passwd', 'file:'],
    ['ftp://files.example.com/report', 'ftp:'],
    ['vbscript:msgbox', 'vbscript:'],
    ['  javascript:alert(1)', 'javascript:'],
  ])('refuses to frame %j', (raw, scheme) =>
    expect(buildReportLink(raw, origin)).toEqual({ kind: 'forbidden', scheme }),
  )

  it.each([
    ['javascript://exa mple/x', 'javascript:'],
    ['file://exa mple/x', 'file:'],
  ])('refuses %j even though it cannot be parsed', (raw, scheme) =>
    expect(buildReportLink(raw, origin)).toEqual({ kind: 'forbidden', scheme }),
  )
})

describe('reportLinkFor', () => {
  it("reads the channel's own field of the advertiser record", () => {
    const advertiser = toAdvertiser({ name: 'A', googleSearch: '/g', facebook: '/f' })!
    expect(reportLinkFor(advertiser, channelByField('googleSearch'), origin)).toEqual({
      kind: 'url',
      href: 'https://portal.example.com/g?rm=embed',
    })
    expect(reportLinkFor(advertiser, channelByField('tiktok'), origin)).toEqual({ kind: 'none' })
  })
})
