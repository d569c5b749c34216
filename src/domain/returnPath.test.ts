import { describe, expect, it } from 'vitest'
import { loginAddress, safeReturnPath, withNext } from './returnPath'

describe('the page to return to after sign-in', () => {
  it.each([
    ['/settings', '/settings'],
    ['/facebook-analytics?advertiser=adv-001', '/facebook-analytics?advertiser=adv-001'],
    ['/dashboard', '/dashboard'],
    [
      '/ai-optimizations?advertiser=Harbor%20%26%20Pine',
      '/ai-optimizations?advertiser=Harbor%20%26%20Pine',
    ],
    ['/no-such-page', '/no-such-page'],
  ])('accepts the portal path %s', (next, expected) => expect(safeReturnPath(next)).toBe(expected))

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['an absolute URL', 'https://evil.test/settings'],
    ['an absolute URL without a slash', 'https:evil.test'],
    ['a protocol-relative host', '//evil.test'],
    ['a protocol-relative host with a path', '//evil.test/settings'],
    ['a backslash host', '/\\evil.test'],
    ['a backslash later on', '/settings\\..\\..\\evil'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab that a browser drops', '/\t/evil.test'],
    ['a newline that a browser drops', '/\n/evil.test'],
    ['a carriage return', '/\r/evil.test'],
    ['a leading space', ' //evil.test'],
    ['a NUL', '/settings\u0000'],
    ['a DEL', '/\u007f/evil.test'],
    ['an encoded protocol-relative host, not decoded twice', '%2F%2Fevil.test'],
    ['a relative path', 'settings'],
    ['dots that parse to a protocol-relative host', '/..//evil.test'],
    ['a dot that parses to a protocol-relative host', '/.//evil.test'],
    ['encoded dots that parse to a protocol-relative host', '/%2e%2e//evil.test'],
    ['sign-in itself', '/login'],
    ['sign-in with its own next', '/login?next=%2Fsettings'],
    ['sign-in spelled in capitals', '/LOGIN'],
    ['sign-in with a trailing slash', '/login/'],
    ['sign-in reached through dots', '/settings/../login'],
    ['forgot password', '/forgot-password'],
  ])('refuses %s', (_what, next) => expect(safeReturnPath(next)).toBeNull())

  it('keeps an encoded slash as a path segment, on the portal', () =>
    expect(safeReturnPath('/%2F%2Fevil.test')).toBe('/%2F%2Fevil.test'))
})

describe('where a signed-out visitor is sent', () => {
  it('carries the page and its query, URL-encoded', () =>
    expect(loginAddress({ pathname: '/facebook-analytics', search: '?advertiser=adv-001' })).toBe(
      '/login?next=%2Ffacebook-analytics%3Fadvertiser%3Dadv-001',
    ))

  it.each(['/', '/dashboard', '/client'])('sets no next for the bare %s', (pathname) =>
    expect(loginAddress({ pathname, search: '' })).toBe('/login'),
  )

  it('sets one for the dashboard with a query', () =>
    expect(loginAddress({ pathname: '/dashboard', search: '?advertiser=adv-001' })).toBe(
      '/login?next=%2Fdashboard%3Fadvertiser%3Dadv-001',
    ))

  it('sets none without a page, or for a page that is not a portal path', () => {
    expect(loginAddress(null)).toBe('/login')
    expect(loginAddress({ pathname: '/login', search: '' })).toBe('/login')
    expect(loginAddress({ pathname: '//evil.test', search: '' })).toBe('/login')
  })

  it('round-trips through the query: what sign-in reads back is the page', () => {
    const address = loginAddress({ pathname: '/settings', search: '?a=1&b=two%20words' })
    const next = new URL(address, 'https://portal.invalid').searchParams.get('next')
    expect(safeReturnPath(next)).toBe('/settings?a=1&b=two%20words')
  })

  it('adds next to another page, or nothing', () => {
    expect(withNext('/forgot-password', '/settings')).toBe('/forgot-password?next=%2Fsettings')
    expect(withNext('/login', null)).toBe('/login')
  })
})
