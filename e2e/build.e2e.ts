// The production build every end-to-end file deploys (e2e/globalSetup.ts), read as files: none of
// the demo backend is in it, the public pages are prerendered for the CSP, and the JavaScript a
// visitor to /login downloads stays within its budget. The one build serves both this check and
// the deployment tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { PNG } from 'pngjs'
import { describe, expect, inject, it } from 'vitest'
import { pngIcons } from '../scripts/webManifest.mjs'

const built = inject('builtDir')
/** The host the build was made for (e2e/globalSetup.ts); config.json overrides it when deployed. */
const buildTimeHost = 'https://build-time-host.invalid'

/**
 * /login's budget: the JavaScript it needs to be usable (the files ../shared/bench counts), as
 * nginx sends it to a browser that asks for gzip: the build's own .gz (scripts/precompress.ts), in
 * 1000-byte kB. The floor app of ../shared/bench/lighthouse-vs-floor.sh (React, react-dom and the
 * declarative router with one form) measures 81.5 kB. The portal's one router is React Router's
 * data router (loaders, the static handler that prerenders sign-in): 30 kB more than React alone,
 * where the declarative router is 13 (README, Performance). Sign-in measures 112.4 kB, with
 * config.json's rules (1.6 kB) in the entry: a deployed config.json always holds the backend's
 * address, so every real visit needs them, and a signed-in page's first calls wait for them.
 */
const budget = { loginKb: 114, allKb: 135, workerKb: 8 }

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

const output = files(built)
const read = (file: string) => readFileSync(file, 'utf8')
const texts = output.filter((file) => /\.(js|html|css)$/.test(file))
/** The service worker (issue 41): no page's code; downloaded beside the pages, once a build. */
const worker = path.join(built, 'sw.js')
const scripts = output.filter((file) => file.endsWith('.js') && file !== worker)
/** The bytes nginx sends for `file`: its .gz, written by the build (none under 256 bytes). */
const sent = (file: string) => statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size
const kb = (files: string[]) => files.reduce((sum, file) => sum + sent(file), 0) / 1000

/**
 * What /login asks for before it is usable: the scripts and module preloads of the page it is
 * served as, the prerendered login.html (its own tags, as the shared bench script reads them).
 */
function loginScripts() {
  const tags = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g
  const html = read(path.join(built, 'login.html'))
  return [...new Set([...html.matchAll(tags)].map((match) => path.join(built, match[1])))]
}

describe('the production build', () => {
  it('holds what the checks below look through: the pages, scripts and styles', () => {
    const names = texts.map((file) => path.relative(built, file))
    expect(names).toEqual(expect.arrayContaining(['index.html', 'login.html', 'sw.js']))
    expect(names.filter((name) => name.endsWith('.css')).length).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(1)
  })

  it('holds none of the demo backend: no worker, no demo reports, no fixtures', () => {
    const demoFiles = output.filter((file) => /mockServiceWorker|demo-reports/.test(file))
    expect(demoFiles).toEqual([])
    const demoOnly = [
      'mockServiceWorker',
      'setupWorker',
      '[MSW]',
      'demo-password',
      'Northwind Outdoor',
    ]
    const found = texts.flatMap((file) =>
      demoOnly.filter((word) => read(file).includes(word)).map((word) => `${file}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('holds none of the backend contract or its probe: the portal takes only its types', () => {
    const contractOnly = ['openapi', 'x-sign-in-limits', 'check-backend', 'backend contract']
    const found = texts.flatMap((file) =>
      contractOnly.filter((word) => read(file).includes(word)).map((word) => `${file}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('calls the backend it was built for', () => {
    expect(texts.some((file) => read(file).includes(buildTimeHost))).toBe(true)
  })

  it("has the portal's PNG icons at addresses without a hash, the manifest's and iOS's (issue 53)", () => {
    for (const { file, size } of pngIcons) {
      const { width, height } = PNG.sync.read(readFileSync(path.join(built, file)))
      expect({ file, width, height }).toEqual({ file, width: size, height: size })
    }
    const manifest = JSON.parse(read(path.join(built, 'manifest.webmanifest')))
    expect(manifest.icons.map(({ src }: { src: string }) => src)).toEqual([
      '/portal-icon-192.png',
      '/portal-icon-512.png',
      '/portal-icon-maskable.png',
      '/portal-icon.svg',
    ])
  })

  it.each(['index.html', 'login.html', 'forgot-password.html'])(
    "%s links iOS's home screen icon",
    (page) => {
      expect(read(path.join(built, page))).toMatch(
        /<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/,
      )
    },
  )

  it.each(['login.html', 'forgot-password.html'])(
    '%s is prerendered with its form and no inline script (the CSP allows none)',
    (page) => {
      const html = read(path.join(built, page))
      expect(html).toContain('<form')
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/)
    },
  )

  it(`/login downloads at most ${budget.loginKb} kB of JavaScript, and no other screen’s code`, () => {
    const initial = loginScripts()
    expect(initial.length).toBeGreaterThan(0)
    expect(kb(initial)).toBeLessThanOrEqual(budget.loginKb)
    const otherScreens = [
      'View Report',
      'Notification Preferences',
      'Edit Password',
      'Campaign Notes:',
    ]
    const found = initial.flatMap((file) =>
      otherScreens.filter((word) => read(file).includes(word)),
    )
    expect(found).toEqual([])
    // The words above are the ones the build really has: else the check reads the wrong text.
    for (const word of otherScreens) {
      expect(scripts.some((file) => read(file).includes(word))).toBe(true)
    }
  })

  it(`holds at most ${budget.allKb} kB of JavaScript for every route together`, () => {
    expect(kb(scripts)).toBeLessThanOrEqual(budget.allKb)
  })

  it(`has a service worker of at most ${budget.workerKb} kB, with the build's files listed`, () => {
    expect(kb([worker])).toBeLessThanOrEqual(budget.workerKb)
    const listed = read(worker)
    const loginCode = loginScripts()
    expect(loginCode.length).toBeGreaterThan(0)
    for (const script of loginCode) {
      expect(listed).toContain(`"url":"${path.relative(built, script)}"`)
    }
    // The icons too: an installed portal opened offline still has its own (issue 53).
    for (const { file } of pngIcons) expect(listed).toContain(`"url":"${file}"`)
    // The pages are stored by the worker itself, with their headers, and asked for again on each
    // visit; config.json is written at deploy time (src/serviceWorker/sw.ts).
    for (const file of ['index.html', 'login.html', 'forgot-password.html', 'config.json']) {
      expect(listed).not.toContain(`"url":"${file}"`)
    }
  })
})
