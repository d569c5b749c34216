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

  it.each([
    ['https://r.example.com/v?rm=full&id=4', 'https://r.example.com/v?rm=embed&id=4'],
    ['https://r.example.com/v?id=4&rm', 'https://r.example.com/v?id=4&rm=embed'],
    ['https://r.example.com/v?id=4&rm=', 'https://r.example.com/v?id=4&rm=embed'],
    ['https://r.example.com/v?r%6D=full&id=4', 'https://r.example.com/v?rm=embed&id=4'],
    ['https://r.example.com/v?rm=a&x=1&rm=b#top', 'https://r.example.com/v?rm=embed&x=1#top'],
    ['https://r.example.com/v?rmx=1&arm=2', 'https://r.example.com/v?rmx=1&arm=2&rm=embed'],
    ['https://exa mple.com/r?rm=full&a=1#x', 'https://exa mple.com/r?rm=embed&a=1#x'],
  ])('puts rm=embed in place of the rm of %j', (raw, expected) => expect(href(raw)).toBe(expected))

  it('keeps the rest of a signed query byte for byte when replacing its rm', () =>
    expect(href('https://r.example.com/v?sig=abc+def==&rm=minimal&q=a%20b&exp=1')).toBe(
      'https://r.example.com/v?sig=abc+def==&rm=embed&q=a%20b&exp=1',
    ))

  it.each([undefined, '', '   '])('gives no link for %j', (raw) => expect(href(raw)).toBe('none'))

  it('appends the parameter as text to a link that cannot be parsed', () => {
    expect(href('https://exa mple.com/r')).toBe('https://exa mple.com/r?rm=embed')
    expect(href('https://exa mple.com/r?a=1#x')).toBe('https://exa mple.com/r?a=1&rm=embed#x')
    expect(href('https://exa mple.com/r#part-2')).toBe('https://exa mple.com/r?rm=embed#part-2')
  })

  it('reads a + in a parameter name as a space, as a server does: r+m is not rm', () =>
    expect(href('https://r.example.com/x?r+m=1')).toBe('https://r.example.com/x?r+m=1&rm=embed'))

  it('keeps letters beyond ASCII at the ends of a link', () =>
    expect(href('https://r.example.com/café')).toBe('https://r.example.com/caf%C3%A9?rm=embed'))

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

describe('links with a username or password', () => {
  it.each([
    'https://user:secret@reports.example.com/r/1',
    'https://user@reports.example.com/r/1',
    'https://:secret@reports.example.com/r/1',
    'HTTP://reports.example.com@evil.example/r/1',
    '//user:secret@reports.example.com/r/1',
    '  https://user:secret@reports.example.com/r/1',
    'https://user:secret@exa mple.com/r',
  ])('never frames %j', (raw) =>
    expect(buildReportLink(raw, origin)).toEqual({ kind: 'credentials' }),
  )

  it('frames a link whose @ is only in the path or query', () =>
    expect(href('https://r.example.com/u/@team?by=a@b')).toBe(
      'https://r.example.com/u/@team?by=a@b&rm=embed',
    ))
})

describe('control characters around a link', () => {
  it.each([
    ['\u0000https://r.example.com/v\u001f', 'https://r.example.com/v?rm=embed'],
    ['\u007f\u0085https://r.example.com/v\u009f\t', 'https://r.example.com/v?rm=embed'],
    [
      '\u0001/demo-reports/facebook.html\u0002',
      'https://portal.example.com/demo-reports/facebook.html?rm=embed',
    ],
  ])('are removed from %j', (raw, expected) => expect(href(raw)).toBe(expected))

  it.each([
    ['\u0001javascript://exa mple/%0aalert(1)', 'javascript:'],
    ['\u0000\u001fdata://exa mple/x', 'data:'],
    ['java\nscript://exa mple/x', 'javascript:'],
    ['\u0001javascript:alert(1)\u0002', 'javascript:'],
  ])('cannot hide the scheme of %j', (raw, scheme) =>
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

describe('a plain http: link (issue 26, R2)', () => {
  it('is never framed or offered on a portal served over https:', () => {
    expect(buildReportLink('http://reports.example.com/r/1?sig=SECRET', origin)).toEqual({
      kind: 'insecure',
    })
    expect(buildReportLink('HTTP://reports.example.com/r/1', origin)).toEqual({ kind: 'insecure' })
  })

  it('is framed on a portal served over http: (a loopback test, development)', () => {
    expect(buildReportLink('http://127.0.0.1:8080/r/1', 'http://127.0.0.1:5173')).toEqual({
      kind: 'url',
      href: 'http://127.0.0.1:8080/r/1?rm=embed',
    })
  })
})

describe("the deployment's report hosts (issue 26, R1)", () => {
  const hosts = ['https://reports.example.com']

  it('frames a link to a listed host', () =>
    expect(buildReportLink('https://reports.example.com/r/1', origin, hosts)).toEqual({
      kind: 'url',
      href: 'https://reports.example.com/r/1?rm=embed',
    }))

  it.each([
    'https://evil.example/phish',
    'https://reports.example.com.evil.example/r/1',
    '/demo-reports/facebook.html', // the portal's own origin, not listed
    'https://reports.example.com:8443/r/1',
    'https://exa mple.com/r', // no URL: its host cannot be checked
  ])('offers no link to %s, which the list does not name', (raw) =>
    expect(buildReportLink(raw, origin, hosts)).toEqual({ kind: 'foreign' }),
  )

  it("frames a link on the portal's own origin when the deployer lists it", () =>
    expect(buildReportLink('/r/1', origin, [origin])).toMatchObject({ kind: 'url' }))
})
