import { spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect, type IncomingHttpHeaders } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import path from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import { debianBrotliModule, renderNginx } from '../scripts/render-nginx.mjs'
import { launch } from './browser'
import { answers, startNginx, stopNginx } from './deploy'
import { watchPolicies } from './policyWatch'
import { portal } from './portal'
import { freePort } from './system'

/**
 * The portal served over TLS exactly as the renderer writes it for production (--tls-cert,
 * --tls-key, --brotli-module): a certificate made here, the build of e2e/globalSetup.ts, HTTP/2,
 * the redirect from plain HTTP, HSTS and upgrade-insecure-requests, the build's Brotli files.
 *
 * The backend of the run is plain HTTP on loopback, and upgrade-insecure-requests would turn the
 * portal's calls to it into https: calls that nothing answers. So this nginx also passes /api/
 * on its own TLS origin to that backend, and this copy of the build's config.json names that
 * origin: the portal then runs under the unchanged production policy. (The report pages stay
 * plain HTTP, so the render needs --allow-http for --reports; this journey opens no report.)
 */
const work = path.resolve('test-results/e2e/tls')
const dist = path.join(work, 'dist')
const cert = path.join(work, 'cert.pem')
const key = path.join(work, 'key.pem')
const apiOrigin = portal.apiOrigin
const reportOrigin = portal.reportOrigin

let httpsOrigin = ''
let httpOrigin = ''
let nginx: ChildProcess | null = null
let browser: Browser

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`)
}

/** One request over HTTP/2, trusting only the certificate made here. */
function getOverHttp2(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<IncomingHttpHeaders> {
  const session = connect(httpsOrigin, { ca: readFileSync(cert) })
  return new Promise<IncomingHttpHeaders>((resolve, reject) => {
    session.once('error', reject)
    const request = session.request({ ':path': pathname, ...headers })
    request.once('response', (headers) => {
      // The body is read and dropped: a stream left unread holds the session, and nginx's
      // graceful stop after the tests, open.
      request.resume()
      resolve(headers)
    })
    request.once('error', reject)
    request.end()
  }).finally(() => session.close())
}

beforeAll(async () => {
  mkdirSync(work, { recursive: true })
  run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...['-addext', 'subjectAltName=IP:127.0.0.1'],
  ])
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  httpsOrigin = `https://127.0.0.1:${httpsPort}`
  httpOrigin = `http://127.0.0.1:${httpPort}`

  cpSync(portal.distDir, dist, { recursive: true })
  const settings = JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')) as object
  writeFileSync(
    path.join(dist, 'config.json'),
    JSON.stringify({ ...settings, apiBaseUrl: httpsOrigin }),
  )

  const prefix = path.join(work, 'nginx')
  const rendered = renderNginx({
    root: dist,
    serverName: '127.0.0.1',
    listen: `127.0.0.1:${httpsPort}`,
    httpListen: `127.0.0.1:${httpPort}`,
    tlsCert: cert,
    tlsKey: key,
    api: httpsOrigin,
    reports: [reportOrigin],
    allowHttp: true,
    prefix,
    user: process.getuid?.() === 0 ? 'root' : undefined,
    allowRootUser: true,
    brotliModule: debianBrotliModule,
  })
  const root = `    root ${dist};\n`
  if (!rendered.includes(root)) throw new Error('The rendered server has no root line to follow')
  const config = path.join(work, 'nginx.conf')
  writeFileSync(
    config,
    rendered.replace(root, `${root}    location /api/ {\n      proxy_pass ${apiOrigin};\n    }\n`),
  )
  const redirects = answers(httpOrigin, (response) => response.status === 301, {
    redirect: 'manual',
  })
  nginx = await startNginx(prefix, config, path.join(work, 'nginx.log'), redirects)
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await stopNginx(nginx)
})

describe('the portal over TLS', () => {
  it('sends plain HTTP to the same address over HTTPS, and serves nothing else there', async () => {
    const response = await fetch(`${httpOrigin}/dashboard?advertiser=adv-001`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`${httpsOrigin}/dashboard?advertiser=adv-001`)
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(await response.text()).not.toContain('<div id="root">')
  })

  it.each([
    // The certificate is an EC one, so these are the ECDSA forms of each kind of suite.
    ['ECDHE-ECDSA-AES128-GCM-SHA256', true],
    ['ECDHE-ECDSA-CHACHA20-POLY1305', true],
    ['ECDHE-ECDSA-AES128-SHA', false], // CBC with SHA-1
    ['ECDHE-ECDSA-AES256-SHA384', false], // CBC
    ['ECDHE-ECDSA-AES128-SHA256', false], // CBC
  ])('over TLS 1.2, %s connects: %s (forward-secret AEAD suites only)', (cipher, connects) => {
    const { hostname, port } = new URL(httpsOrigin)
    const handshake = spawnSync(
      'openssl',
      ['s_client', '-connect', `${hostname}:${port}`, '-tls1_2', '-cipher', cipher],
      // The limit only ends a hang: a handshake takes milliseconds, a busy machine seconds.
      { input: '', encoding: 'utf8', timeout: 60_000 },
    )
    expect(handshake.status === 0, handshake.stdout + handshake.stderr).toBe(connects)
    if (connects) expect(handshake.stdout).toContain(`Cipher is ${cipher}`)
  })

  it('redirects to its own name only, and answers no other Host at all (issue 26, D4)', async () => {
    /** The status and Location for `path` asked of `origin` as `host`, or why nothing came. */
    const answer = (origin: string, host: string, path = '/x') =>
      new Promise<string>((resolve) => {
        const { hostname, port, protocol } = new URL(origin)
        const send = protocol === 'https:' ? httpsRequest : httpRequest
        const request = send(
          { hostname, port, path, headers: { host }, rejectUnauthorized: false },
          (response) => resolve(`${response.statusCode} ${response.headers.location ?? ''}`),
        )
        request.once('error', (error) => resolve(error.message))
        request.end()
      })
    const httpHost = new URL(httpOrigin).host
    expect(await answer(httpOrigin, httpHost)).toBe(`301 ${httpsOrigin}/x`)
    expect(await answer(httpOrigin, 'evil.example')).toMatch(/socket hang up|ECONNRESET/)
    expect(await answer(httpsOrigin, new URL(httpsOrigin).host, '/login')).toBe('200 ')
    expect(await answer(httpsOrigin, 'evil.example', '/login')).toMatch(/socket hang up|ECONNRESET/)
  })

  it('answers over HTTP/2 with HSTS and a policy that upgrades every request', async () => {
    const headers = await getOverHttp2('/dashboard')
    expect(headers[':status']).toBe(200)
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'")
  })

  it('sends the build’s own Brotli of /login and its script to a browser that asks for it', async () => {
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(
      readFileSync(path.join(dist, 'login.html'), 'utf8'),
    )?.[1]
    for (const [address, file] of [
      ['/login', 'login.html'],
      [`/${script}`, script],
    ]) {
      // What Chromium, Firefox and Safari ask for over HTTPS.
      const headers = await getOverHttp2(address ?? '', { 'accept-encoding': 'gzip, deflate, br' })
      expect(headers['content-encoding'], address).toBe('br')
      // The length of the build's file (scripts/precompress.ts): the module compresses nothing.
      expect(headers['content-length'], address).toBe(
        String(statSync(path.join(dist, `${file}.br`)).size),
      )
    }
  })

  it('signs in from a plain-HTTP address and shows the dashboard, with no violation or error', async () => {
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      // Chromium registers no service worker from a certificate it was told to accept (it logs an
      // error for the try): the worker's own tests run over plain HTTP on loopback (device.e2e.ts).
      serviceWorkers: 'block',
    })
    const violations = await watchPolicies(context)
    const problems: string[] = []
    context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`))
    context.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
    })
    const page = await context.newPage()
    const encodings: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        encodings.push(response.headers()['content-encoding'] ?? 'none')
    })
    await page.goto(`${httpOrigin}/login`)
    expect(page.url()).toBe(`${httpsOrigin}/login`)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)
    expect(
      await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .nextHopProtocol,
      ),
    ).toBe('h2')
    // Every script came as the build's Brotli: the browser asked for it over HTTPS.
    expect(encodings.length).toBeGreaterThan(0)
    expect(encodings.filter((encoding) => encoding !== 'br')).toEqual([])
    expect(violations).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
