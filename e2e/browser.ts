import { closeSync, openSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { expect, inject } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import { storageKeys, type StorageKey } from '../src/storage/browserStorage'
import { portal, portalUrl } from './portal'
import { hangMs, waitUntil } from './system'

export { portalUrl, reportOrigin } from './portal'
export { hangMs } from './system'

/** The run's one Chromium (e2e/globalSetup.ts): closing this closes only the file's contexts. */
export function launch(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

const clipboardLock = path.resolve('test-results/e2e/clipboard.lock')

/**
 * Runs `task` while no other test uses the clipboard, which the run's one Chromium shares between
 * all contexts: a Copy link in another file once came between this test's copy and its read. The
 * lock is a file only one process can create (e2e/globalSetup.ts clears its folder each run).
 */
export async function holdingClipboard<T>(task: () => Promise<T>): Promise<T> {
  const take = () => {
    try {
      closeSync(openSync(clipboardLock, 'wx'))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      return false
    }
  }
  await waitUntil(take, `The clipboard stayed held (${clipboardLock})`)
  try {
    return await task()
  } finally {
    rmSync(clipboardLock, { force: true })
  }
}

/**
 * Starts watching `page` for `text` to show, and returns a wait for it to have shown: a notice
 * shown for a moment ('Link copied', 3 s) may be gone by a busy machine's next look. No navigation
 * may come between the two. An element must read all of `text` (whitespace collapsed, as
 * getByText compares).
 */
export async function watchShown(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const seen = ((window as { portalShown?: Record<string, boolean> }).portalShown ??= {})
    seen[wanted] = false
    const reads = (element: Element) =>
      element.textContent?.replace(/\s+/g, ' ').trim() === wanted && element.checkVisibility()
    const look = () => {
      if (![...document.body.querySelectorAll('*')].some(reads)) return
      seen[wanted] = true
      observer.disconnect()
    }
    const observer = new MutationObserver(look)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    look()
  }, text)
  return () =>
    page.waitForFunction(
      (wanted) => (window as { portalShown?: Record<string, boolean> }).portalShown?.[wanted],
      text,
    )
}

/** What an earlier visit left in the portal's storage, by the portal's own key names. */
export type Stored = Partial<Record<StorageKey, string>>

/**
 * A page whose uncaught errors and console errors fail `expectClean`, but those matching
 * `allowed` (a deliberate 401, say). The service worker is blocked unless allowed, so each page
 * comes from the server and page.route sees every request. `stored` is put in localStorage by
 * the browser before any page runs: written from a page, the next document's new renderer may
 * not see it yet (a CI run once started signed out).
 */
export async function openPage(
  browser: Browser,
  {
    viewport = { width: 1280, height: 800 },
    stored,
    bypassCSP = false,
    serviceWorkers = 'block',
  }: {
    viewport?: { readonly width: number; readonly height: number }
    stored?: Stored
    /** Only for a tool the test adds to the page (axe): the portal's own policy stays tested. */
    bypassCSP?: boolean
    serviceWorkers?: 'allow' | 'block'
  } = {},
) {
  const localStorage = Object.entries(stored ?? {}).map(([key, value]) => ({
    name: storageKeys[key as StorageKey],
    value,
  }))
  const context: BrowserContext = await browser.newContext({
    viewport,
    // Stilled animations (global.css) spare the CPU a loader drawn 60 times a second.
    reducedMotion: 'reduce',
    bypassCSP,
    serviceWorkers,
    // Written from a page of Playwright's own, one more renderer: only when there is any.
    storageState:
      localStorage.length > 0
        ? { cookies: [], origins: [{ origin: new URL(portalUrl).origin, localStorage }] }
        : undefined,
  })
  context.setDefaultTimeout(hangMs)
  const page = await context.newPage()
  const problems: string[] = []
  // Warnings fail nothing, but a failure names them: 'config.json was not read (…)' says why a
  // page then called the build's own backend. A test may read them too.
  const warnings: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
    if (message.type() === 'warning') warnings.push(message.text())
  })
  return {
    page,
    context,
    warnings: warnings as readonly string[],
    expectClean: (allowed?: RegExp) => {
      const unexpected = problems.filter((problem) => !allowed?.test(problem))
      expect(unexpected, `the page's warnings: ${warnings.join(' | ') || 'none'}`).toEqual([])
    },
    close: () => context.close(),
  }
}

/**
 * Waits until React owns the prerendered page's submit button (as ../shared/bench reads it): the
 * prerendered form never submits itself, so a press before then does nothing.
 */
export async function appTakesOver(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('form button[type="submit"]')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'))
  })
}

const demoSessions = new WeakMap<typeof portal, Promise<Stored>>()

/**
 * The demo user's session from this file's backend, asked for once: its tokens are signed and
 * stateless (valid for hours), and nothing a test does revokes them.
 */
function session(): Promise<Stored> {
  const asked = demoSessions.get(portal)
  if (asked) return asked
  const demoSession = fetch(`${portal.apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`The backend refused the demo sign-in: ${response.status}`)
    const { token } = (await response.json()) as { token: string }
    return { token, email: demoUser.email }
  })
  demoSessions.set(portal, demoSession)
  return demoSession
}

/**
 * A page holding the demo user's session before any page runs, as a sign-in leaves it: it spares
 * the sign-in page and the dashboard (0.4 CPU-s and a second). The form itself is driven where it
 * is the subject (`signIn`).
 */
export async function openSignedIn(browser: Browser, options: Parameters<typeof openPage>[1] = {}) {
  return openPage(browser, { ...options, stored: { ...(await session()), ...options.stored } })
}

export async function signIn(page: Page, password = demoUser.password) {
  await page.goto(`${portalUrl}/login`)
  await appTakesOver(page)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
  // A password field has no role; its label's star (required) is hidden from its name.
  await page.getByLabel('Password *', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await arrives(page, 'Dashboard')
}

/** Waits for the page headed `heading`, else says where the page is and what it shows. */
export async function arrives(page: Page, heading: string, { timeout = hangMs } = {}) {
  try {
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout })
  } catch (error) {
    const shown = await page
      .evaluate(() =>
        [...document.querySelectorAll('h1, [role="alert"], [role="status"]')]
          .filter((element) => element.textContent?.trim())
          .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`),
      )
      .catch(() => ['(the page could not be read)'])
    throw new Error(
      `The ${heading} page did not come within ${timeout} ms. At ${page.url()} the page shows: ${shown.join(' | ') || 'nothing'}`,
      { cause: error },
    )
  }
}

export function storedInPage(page: Page, key: StorageKey): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), storageKeys[key])
}

const logo = readFileSync(new URL('../src/mocks/static/brand/northwind-logo.svg', import.meta.url))

/** This run's config.json with `settings` added or replaced, for the pages of `target`. */
export async function deploySettings(target: Page | BrowserContext, settings: object) {
  const deployed = (await (await fetch(`${portalUrl}/config.json`)).json()) as object
  await target.route(`${portalUrl}/config.json`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ ...deployed, ...settings }),
    }),
  )
}

/** Deploys `brand` (deploySettings) and the agency's logo beside config.json (unless `logoMissing`). */
export async function deployBrand(page: Page, brand: object, { logoMissing = false } = {}) {
  await deploySettings(page, { brand })
  await page.route(`${portalUrl}/brand/**`, (route) =>
    logoMissing
      ? route.fulfill({ status: 404, body: 'Not Found' })
      : route.fulfill({ contentType: 'image/svg+xml', body: logo }),
  )
}

/**
 * A polite message as the page shows it (a paragraph), not its copy in the live region
 * (docs/accessibility.md). The whole of it reads `text`; a check that it is gone asks for
 * `exact: false`, so no paragraph holding it at all is left.
 */
export function shownMessage(page: Page, text: string, { exact = true }: { exact?: boolean } = {}) {
  return page.getByText(text, { exact }).and(page.locator('p'))
}
