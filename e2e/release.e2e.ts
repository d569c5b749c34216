// A release under an open tab (issue 41; docs/deploying.md, Releasing a new build): the tab keeps
// its build and offers the new one, and a release still being copied never pins a client to the
// old build's pages (issue 53). These tests let the worker run (e2e/worker.ts).
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launch, openSignedIn } from './browser'
import { portal } from './portal'
import { visitTwice } from './worker'
import { dashboardTile } from './tiles'

let browser: Browser
let nextBuild: string
beforeAll(async () => {
  browser = await launch()
  nextBuild = await buildAgain()
}, 300_000)
afterAll(() => browser.close())

const newVersion = 'A new version of the Client Portal is available.'

/**
 * A second build of the portal, as a release would be: the same code, built with another
 * build-time backend host, so its entry script (and every file that names it) has new names.
 * The build takes seconds alone; the limit is for a busy machine, and says so when passed.
 */
async function buildAgain(): Promise<string> {
  const outDir = mkdtempSync(path.resolve('test-results/e2e/next-build-'))
  const built = spawn('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_API_BASE_URL: 'https://next-build-host.invalid',
      VITE_DEMO_BACKEND: '',
    },
  })
  const limit = setTimeout(() => built.kill(), 240_000)
  const status = await new Promise((resolve) => built.once('exit', resolve))
  clearTimeout(limit)
  if (status !== 0) throw new Error(`The second build failed or took over 240 s (${status})`)
  return outDir
}

/** The entry script index.html names, in `html`. */
function entryScript(html: string) {
  return /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1]
}

/** What the deployment writes (docs/deploying.md, 2. Configure), never the build's own copies. */
const deploymentFiles = new Set(['config.json', 'manifest.webmanifest'])

/**
 * Deploys `build` into the portal's root as a release replaces the last (docs/deploying.md,
 * Releasing): the old build's files are gone from the server, and config.json and the manifest
 * are written again, atomically. The deployment's config.json is there all along: the build's
 * own (no settings) must never be served, or the new build's worker, installing right then,
 * stores it (src/serviceWorker/sw.ts) and the page reloaded on it starts on the build's defaults
 * (a run once saw its calls go to the second build's placeholder backend).
 */
function redeploy(build: string) {
  for (const file of readdirSync(portal.distDir)) {
    if (deploymentFiles.has(file)) continue
    rmSync(path.join(portal.distDir, file), { recursive: true, force: true })
  }
  for (const file of readdirSync(build)) {
    if (deploymentFiles.has(file)) continue
    cpSync(path.join(build, file), path.join(portal.distDir, file), { recursive: true })
  }
  portal.configure({})
}

/** The page's pages: the last files a release copied in an order of its own would put in place. */
const pageFiles = /^(index|login|forgot-password)\.html/

/** Copies `build` over the portal's root, old files kept, the pages (`pageFiles`) only if `pages`. */
function copyOver(build: string, { pages }: { pages: boolean }) {
  for (const file of readdirSync(build)) {
    if (deploymentFiles.has(file) || (!pages && pageFiles.test(file))) continue
    cpSync(path.join(build, file), path.join(portal.distDir, file), { recursive: true })
  }
}

/** The entry script of the page `page` shows. */
const entryOf = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'))

/**
 * Asks the browser to look for a new build now, and says what became of the one it found:
 * 'installed' (it waits for the client's Reload) or 'redundant' (its install failed).
 */
function lookForNewBuild(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    await registration.update()
    const found = registration.installing ?? registration.waiting
    if (!found) return 'none'
    return new Promise<string>((resolve) => {
      const settled = () => {
        if (found.state === 'installed' || found.state === 'redundant') resolve(found.state)
      }
      found.addEventListener('statechange', settled)
      settled()
    })
  })
}

describe('a release copied over the old one', () => {
  afterAll(() => redeploy(inject('builtDir')))

  it('never pins a client to the old pages: the new build installs only once its pages are there', async () => {
    const { page, expectClean, close } = await openSignedIn(browser, { serviceWorkers: 'allow' })
    await visitTwice(page, '/dashboard', 'Dashboard')
    const oldEntry = await entryOf(page)
    const newEntry = entryScript(readFileSync(path.join(nextBuild, 'index.html'), 'utf8'))
    expect(newEntry).not.toBe(oldEntry)

    // Half copied: the new worker and scripts are there, the pages still the old build's.
    copyOver(nextBuild, { pages: false })
    expect(await lookForNewBuild(page)).toBe('redundant')
    expect(await page.getByText(newVersion).count()).toBe(0)
    await page.reload()
    expect(await entryOf(page)).toBe(oldEntry)

    // The copy ends: the next look installs the new build, and Reload lands on its pages.
    copyOver(nextBuild, { pages: true })
    expect(await lookForNewBuild(page)).toBe('installed')
    await page.getByText(newVersion, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Reload', exact: true }).click()
    await page.waitForFunction(
      (script) => document.querySelector('script[type="module"]')?.getAttribute('src') === script,
      newEntry,
    )
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor()
    expectClean()
    await close()
  })
})

describe('a redeploy under an open tab', () => {
  it('keeps the tab on its build, offers the new one, and Reload lands on it', async () => {
    const { page, expectClean, close } = await openSignedIn(browser, { serviceWorkers: 'allow' })
    await visitTwice(page, '/dashboard', 'Dashboard')
    const entry = () =>
      page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'))
    const oldEntry = await entry()
    const newEntry = entryScript(readFileSync(path.join(nextBuild, 'index.html'), 'utf8'))
    expect(newEntry).toBeDefined()
    expect(newEntry).not.toBe(oldEntry)
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`)
    })

    redeploy(nextBuild)
    // The client goes on to another page of the build it has open.
    await dashboardTile(page, 'Settings').click()
    await page.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor()
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor()
    // They come back to the tab later: it looks for a new build, and offers it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await page.getByText(newVersion, { exact: true }).waitFor()
    expect(missing).toEqual([])
    expect(await entry()).toBe(oldEntry)

    await page.getByRole('button', { name: 'Reload', exact: true }).click()
    await page.waitForFunction((script) => {
      return document.querySelector('script[type="module"]')?.getAttribute('src') === script
    }, newEntry)
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor()
    expect(await page.getByText(newVersion).count()).toBe(0)
    expectClean()
    await close()
  })
})
