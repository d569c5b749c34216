import { describe, expect, it } from 'vitest'
import {
  assetsNamed,
  buildName,
  isPageOf,
  mayStore,
  stamped,
  storedAtHeader,
  usableNow,
  usableSeconds,
} from './freshness'

const day = 86_400

describe('how long a stored copy may answer while online', () => {
  it.each([
    ['max-age=300, stale-while-revalidate=86400', 300 + day],
    ['max-age=0, stale-while-revalidate=86400', day],
    ['public, MAX-AGE=60', 60],
    ['stale-while-revalidate=10', 10],
    ['max-age="30"', 30],
  ])('%s: %i s', (header, seconds) => {
    expect(usableSeconds(header)).toBe(seconds)
  })

  it.each([null, '', 'no-cache', 'no-cache, stale-while-revalidate=86400', 'no-store, max-age=60'])(
    '%s: never without asking first',
    (header) => {
      expect(usableSeconds(header)).toBe(0)
    },
  )

  it('reads no-store as "keep nothing", and nothing else as that', () => {
    expect(mayStore(new Headers({ 'Cache-Control': 'no-store' }))).toBe(false)
    expect(mayStore(new Headers({ 'Cache-Control': 'private, no-store' }))).toBe(false)
    expect(mayStore(new Headers({ 'Cache-Control': 'no-cache' }))).toBe(true)
    expect(mayStore(new Headers())).toBe(true)
  })
})

describe('a stored copy', () => {
  const storedAt = Date.UTC(2026, 10, 28, 12)
  const copy = (cacheControl: string) =>
    stamped(
      new Response('<p>page</p>', {
        headers: {
          'Cache-Control': cacheControl,
          'Content-Security-Policy': "default-src 'self'",
          'Content-Encoding': 'br',
          'Content-Length': '9',
        },
      }),
      '<p>page</p>',
      storedAt,
    )

  it('keeps the headers the server sent, and when it was stored here', async () => {
    const stored = copy('max-age=0, stale-while-revalidate=86400')
    expect(stored.headers.get('Content-Security-Policy')).toBe("default-src 'self'")
    expect(stored.headers.get(storedAtHeader)).toBe(String(storedAt))
    // The body as read: neither compressed nor of the compressed length.
    expect(stored.headers.get('Content-Encoding')).toBeNull()
    expect(stored.headers.get('Content-Length')).toBeNull()
    expect(await stored.text()).toBe('<p>page</p>')
  })

  it('answers while online within its window, and not a second later', () => {
    const stored = copy('max-age=0, stale-while-revalidate=86400')
    expect(usableNow(stored, storedAt + day * 1000, true)).toBe(true)
    expect(usableNow(stored, storedAt + day * 1000 + 1000, true)).toBe(false)
  })

  it('answers with no connection however old, the portal opening offline', () => {
    expect(usableNow(copy('no-cache'), storedAt + 365 * day * 1000, false)).toBe(true)
  })

  it('never answers online when the server allowed no window, or the device clock went back', () => {
    expect(usableNow(copy('no-cache'), storedAt, true)).toBe(false)
    expect(usableNow(copy('max-age=60'), storedAt - 1000, true)).toBe(false)
  })

  it('never answers online without the time it was stored', () => {
    const unstamped = new Response('', { headers: { 'Cache-Control': 'max-age=60' } })
    expect(usableNow(unstamped, storedAt, true)).toBe(false)
  })
})

describe('a page of this build, or of another (a release copied half way, or the next)', () => {
  const built = new Set([
    '/assets/index-AAA.js',
    '/assets/index-BBB.css',
    '/assets/signedIn-CCC.js',
  ])
  const page = (...files: string[]) =>
    `<!doctype html><link rel="manifest" href="/manifest.webmanifest" />` +
    `<link rel="preload" href="/config.json" as="fetch" crossorigin />` +
    files.map((file) => `<script type="module" crossorigin src="${file}"></script>`).join('')

  it('names the build files its scripts and styles load', () => {
    const html = `${page('/assets/index-AAA.js')}<link rel="stylesheet" href="/assets/index-BBB.css">`
    expect(assetsNamed(html)).toEqual(['/assets/index-AAA.js', '/assets/index-BBB.css'])
  })

  it('is this build when every build file it names is stored here', () => {
    expect(isPageOf(page('/assets/index-AAA.js', '/assets/signedIn-CCC.js'), built)).toBe(true)
  })

  it('is another build when it names one file that is not', () => {
    expect(isPageOf(page('/assets/index-AAA.js', '/assets/signedIn-NEW.js'), built)).toBe(false)
    expect(isPageOf(page('/assets/index-OLD.js'), built)).toBe(false)
  })

  it('is no page of a build at all when it names none (an error page, a maintenance page)', () => {
    expect(isPageOf('<!doctype html><h1>Down for maintenance</h1>', built)).toBe(false)
  })

  it('gives each build a name of its own', () => {
    const files = [{ url: 'assets/index-AAA.js', revision: null }]
    expect(buildName(files)).toBe(buildName([...files]))
    expect(buildName(files)).not.toBe(buildName([{ url: 'assets/index-NEW.js', revision: null }]))
  })
})
