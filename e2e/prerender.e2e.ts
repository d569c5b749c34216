import type { Browser, Page, Route } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import { appTakesOver, hangMs, launch, openPage, portalUrl, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

// Each field by its label, all of it: the star marks the field required.
const publicPages = [
  {
    path: '/login',
    title: 'Sign in · Client Portal',
    heading: 'Sign in',
    fields: ['Email *', 'Password *'],
    buttons: ['Login'],
    links: ['Forgot Password'],
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password · Client Portal',
    heading: 'Forgot Password',
    fields: ['Email *'],
    buttons: ['Send Reset Instructions', 'Back to Login'],
    links: [],
  },
]

/** Holds every script of the portal until `release` is called: the page as it is before them. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${portalUrl}/assets/*.js`, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * The layout shifts the page has had so far (the Layout Instability API), summed: read once two
 * frames have been drawn since the call, so a shift of the last change is in (a wait of its own
 * clock, which a busy machine's slower frames cannot outrun, where a fixed 100 ms could).
 */
function layoutShift(page: Page) {
  return page.evaluate(async () => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[]
    observer.disconnect()
    return entries.reduce((total, entry) => total + entry.value, 0)
  })
}

describe('the public pages arrive as HTML (issue 13)', () => {
  it.each(publicPages)('$path is its form in the HTML itself, never fresh', async (page) => {
    const response = await fetch(`${portalUrl}${page.path}`)
    expect(response.status).toBe(200)
    // As index.html (deploy/): asked for again on every visit.
    expect(response.headers.get('cache-control')).toBe('max-age=0, stale-while-revalidate=86400')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain(`<title>${page.title}</title>`)
    expect(html).toContain(`<div id="root" data-prerendered="${page.path}"><`)
    expect(html).toContain(`>${page.heading}</h1>`)
    expect(html).toMatch(/<form [^>]*aria-label=/)
    // The CSP allows no inline script: every script is a file of the portal's own.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc="\/assets\/)/)
  })

  it('still serves index.html, with an empty root, for every other path', async () => {
    for (const path of ['/dashboard', '/no/such/page', '/login/x']) {
      const html = await (await fetch(`${portalUrl}${path}`)).text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toContain('data-prerendered')
    }
  })

  it.each(publicPages)(
    '$path shows its heading, fields and buttons with no script at all',
    async (expected) => {
      const { page, close } = await openPage(browser)
      await page.route(`${portalUrl}/assets/*.js`, (route) => route.abort())
      await page.goto(`${portalUrl}${expected.path}`)
      await page.getByRole('heading', { name: expected.heading, level: 1, exact: true }).waitFor()
      for (const field of expected.fields) {
        expect(await page.getByLabel(field, { exact: true }).isVisible()).toBe(true)
      }
      for (const button of expected.buttons) {
        expect(await page.getByRole('button', { name: button, exact: true }).isVisible()).toBe(true)
      }
      for (const link of expected.links) {
        expect(await page.getByRole('link', { name: link, exact: true }).isVisible()).toBe(true)
      }
      expect(await page.title()).toBe(expected.title)
      await close()
    },
  )
})

describe('the app takes over the prerendered page', () => {
  it('asks for its code from its head, while the HTML is parsed: none of it waits for the paint', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login`)
    await appTakesOver(page)
    // The page's own script and module preloads (index.html's tags), as served.
    const html = await (await fetch(`${portalUrl}/login`)).text()
    const named = [
      ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g),
    ].map(([, path]) => `${portalUrl}${path}`)
    const { painted, started } = await page.evaluate(
      async (hangMs) => ({
        // Waited for: on a busy machine the first paint can come after the app has taken over.
        // The limit only ends a hang (never painted: NaN, which no start time is less than).
        painted: await new Promise<number>((resolve) => {
          setTimeout(() => resolve(NaN), hangMs)
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (!entry) return
            observer.disconnect()
            resolve(entry.startTime)
          }).observe({ type: 'paint', buffered: true })
        }),
        started: Object.fromEntries(
          performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
        ),
      }),
      hangMs,
    )
    expect(named.length).toBeGreaterThan(0)
    for (const url of named) expect(started[url]).toBeLessThan(painted)
    expectClean()
    await close()
  })

  it.each(publicPages)(
    '$path hydrates: the same elements, no layout shift, no console error',
    async (expected) => {
      const { page, expectClean, close } = await openPage(browser)
      const release = await holdScripts(page)
      await page.goto(`${portalUrl}${expected.path}`, { waitUntil: 'commit' })
      await page.getByRole('heading', { name: expected.heading, level: 1, exact: true }).waitFor()
      // Remember the prerendered heading: hydration keeps the element, a fresh render replaces it.
      await page.evaluate(() => {
        ;(window as unknown as { prerendered: Element | null }).prerendered =
          document.querySelector('h1')
      })
      // The typeface first: on a busy machine it can arrive after the first paint and reflow
      // the text (font-display: swap), a shift of its own that is not hydration's.
      await page.evaluate(() => document.fonts.ready)
      const shiftedBefore = await layoutShift(page)
      release()
      await appTakesOver(page)
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { prerendered: Element | null }).prerendered ===
            document.querySelector('h1'),
        ),
      ).toBe(true)
      expect(await page.title()).toBe(expected.title)
      // Hydration moved nothing.
      expect(await layoutShift(page)).toBe(shiftedBefore)
      expectClean()
      await close()
    },
  )

  it('keeps what was typed before the script arrived, and the focus, then signs in', async () => {
    const { page, expectClean, close } = await openPage(browser)
    const release = await holdScripts(page)
    await page.goto(`${portalUrl}/login`, { waitUntil: 'commit' })
    const login = page.getByRole('button', { name: 'Login', exact: true })
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .pressSequentially(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).pressSequentially(demoUser.password)
    // Enter before the app is here: the browser never sends the form itself (which would put the
    // password in the address); the page stays, with what was typed.
    await page.keyboard.press('Enter')
    expect(new URL(page.url()).search).toBe('')
    release()
    await appTakesOver(page)
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      demoUser.email,
    )
    expect(await page.getByLabel('Password *', { exact: true }).inputValue()).toBe(
      demoUser.password,
    )
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password')
    await login.click()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    expect(page.url()).not.toContain(demoUser.password)
    expectClean()
    await close()
  })

  it('shows what the visitor brings once it has taken over: ?next= in its link, what was typed kept', async () => {
    const { page, expectClean, close } = await openPage(browser)
    const release = await holdScripts(page)
    await page.goto(`${portalUrl}/login?next=%2Fsettings`, { waitUntil: 'commit' })
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .pressSequentially(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).pressSequentially(demoUser.password)
    release()
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'Forgot Password', exact: true }).getAttribute('href'),
      )
      .toBe('/forgot-password?next=%2Fsettings')
    const login = page.getByRole('button', { name: 'Login', exact: true })
    await appTakesOver(page)
    // The same fields, taken over with what was typed in them, and the focus.
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      demoUser.email,
    )
    expect(await page.getByLabel('Password *', { exact: true }).inputValue()).toBe(
      demoUser.password,
    )
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password')
    await login.click()
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor()
    expectClean()
    await close()
  })

  it('sends a signed-in visitor of /login on to the dashboard', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    await page.goto(`${portalUrl}/login`)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    expectClean()
    await close()
  })

  it('moves between the public pages and on past sign-in in its one router, never reloading', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login`)
    const login = page.getByRole('button', { name: 'Login', exact: true })
    await appTakesOver(page)
    // A mark in the page: gone if anything below reloaded it instead of moving inside the app.
    await page.evaluate(() => Object.assign(window, { sameVisit: true }))
    const sameVisit = () => page.evaluate(() => 'sameVisit' in window)
    const at = () => new URL(page.url()).pathname

    await page.getByRole('link', { name: 'Forgot Password', exact: true }).click()
    await page.getByRole('heading', { name: 'Forgot Password', exact: true }).waitFor()
    expect(at()).toBe('/forgot-password')
    expect(await page.title()).toBe('Forgot Password · Client Portal')
    await page.goBack()
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    expect(at()).toBe('/login')
    await page.goForward()
    await page.getByRole('button', { name: 'Back to Login', exact: true }).click()
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    expect(await sameVisit()).toBe(true)

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    await login.click()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    expect(await sameVisit()).toBe(true)
    // One history from the first page on: Back from the dashboard is the Forgot Password
    // entry before sign-in's (which the sign-in replaced), and Forward the dashboard again.
    await page.goBack()
    await page.getByRole('heading', { name: 'Forgot Password', exact: true }).waitFor()
    expect(at()).toBe('/forgot-password')
    await page.goForward()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    expect(await sameVisit()).toBe(true)
    expectClean()
    await close()
  })
})
