import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import type { Endpoint } from '../src/mocks/handlers'
import { makeToken } from '../src/mocks/token'
import {
  launch,
  openPage,
  portalUrl,
  storedInPage,
  signIn,
  type Stored,
  shownMessage,
} from './browser'
import type { Fault } from './servers'
import { portal } from './portal'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('signing in and out, through nginx', () => {
  it('sends a signed-out visitor of any page to sign-in', async () => {
    const { page, expectClean, close } = await openPage(browser)
    // The bare dashboard and unknown paths set no next: sign-in leads to the dashboard anyway.
    for (const [path, query] of [
      ['/', ''],
      ['/client', ''],
      ['/no-such-page', ''],
      ['/settings', '?next=%2Fsettings'],
      ['/facebook-analytics', '?next=%2Ffacebook-analytics'],
    ]) {
      await page.goto(`${portalUrl}${path}`)
      await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
      const url = new URL(page.url())
      expect(url.pathname).toBe('/login')
      expect(url.search).toBe(query)
    }
    await page.goto(`${portalUrl}/forgot-password`)
    await page.getByRole('heading', { name: 'Forgot Password', exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/forgot-password')
    expectClean()
    await close()
  })

  it('says what went wrong with a wrong password, and the right one then signs in', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login`)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password.')
    // The email stays; the right password signs in.
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      demoUser.email,
    )
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByRole('heading', { name: 'Dashboard', level: 1, exact: true }).waitFor()
    // The browser itself logs the refused request; nothing else may appear.
    expectClean(/status of 401/)
    await close()
  })

  it('sends reset instructions', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/forgot-password`)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByRole('button', { name: 'Send Reset Instructions', exact: true }).click()
    await shownMessage(page, 'Password reset instructions have been sent to your email.').waitFor()
    await page.getByRole('button', { name: 'Back to Login', exact: true }).click()
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    expectClean()
    await close()
  })

  it('keeps a signed-in client off /login and sends / to the dashboard', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    for (const path of ['/login', '/']) {
      await page.goto(`${portalUrl}${path}`)
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/dashboard')
    }
    expectClean()
    await close()
  })
})

describe('coming back to the page after sign-in, through nginx (issue 10)', () => {
  const apiOrigin = portal.apiOrigin
  const sessionEnded = 'Your session has ended. Please sign in again.'
  /** A report page with one of the demo client's advertisers (adv-001) in its query. */
  const reportAddress = '/facebook-analytics?advertiser=adv-001'

  /** Puts one fault in front of the shared backend; none starts it afresh. */
  async function setFault(endpoint?: Endpoint, fault?: Fault) {
    await fetch(`${apiOrigin}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint, fault }),
    })
  }

  /** A session token straight from the backend. */
  async function backendToken(): Promise<string> {
    const response = await fetch(`${apiOrigin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
    })
    return ((await response.json()) as { token: string }).token
  }

  /** A session stored as an earlier visit would have left it. */
  function storedSession(token: string): Stored {
    return { token, email: demoUser.email }
  }

  /** The path and query the page is at. */
  function addressOf(page: Page) {
    const url = new URL(page.url())
    return `${url.pathname}${url.search}`
  }

  /** Sign-in's `next`, as the address bar holds it. */
  function nextOf(page: Page) {
    const url = new URL(page.url())
    expect(url.pathname).toBe('/login')
    return url.searchParams.get('next')
  }

  /**
   * On the report page with adv-001 chosen in the page itself, not only in the address (which
   * holds it before the list loads): the dropdown shows it, and View Report can be used.
   */
  async function expectNorthwindChosen(page: Page) {
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.inputValue()).toBe('Northwind Outdoor Co.')
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'View Report', exact: true })
          .getAttribute('aria-disabled'),
      )
      .toBe('false')
  }

  /** Fills in the form on the sign-in page the browser is at, and sends it. */
  async function signInHere(page: Page) {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
  }

  it('brings a pasted deep link back after sign-in, query kept, through a reload', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}${reportAddress}`)
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    expect(nextOf(page)).toBe(reportAddress)
    await page.reload()
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    expect(nextOf(page)).toBe(reportAddress)
    // Signed out, not ended: nothing to say.
    expect(await shownMessage(page, sessionEnded, { exact: false }).count()).toBe(0)
    await signInHere(page)
    await page.getByRole('heading', { name: 'Facebook Analytics', exact: true }).waitFor()
    await expect.poll(() => addressOf(page)).toBe(reportAddress)
    await expectNorthwindChosen(page)
    expectClean()
    await close()
  })

  it('ends a session refused with 401 mid-page with the message, and comes back', async () => {
    onTestFinished(() => setFault())
    const stored = storedSession(await backendToken())
    const { page, expectClean, close } = await openPage(browser, { stored })
    await page.goto(`${portalUrl}${reportAddress}`)
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)

    // The server stops accepting the token; returning to the tab re-checks it (spec section 4).
    await setFault('authCheck', 'unauthorized')
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await shownMessage(page, sessionEnded).waitFor()
    expect(nextOf(page)).toBe(reportAddress)
    expect(await storedInPage(page, 'token')).toBeNull()
    expect(await page.getByRole('alert').count()).toBe(0)

    await setFault()
    await signInHere(page)
    await page.getByRole('heading', { name: 'Facebook Analytics', exact: true }).waitFor()
    await expect.poll(() => addressOf(page)).toBe(reportAddress)
    await expectNorthwindChosen(page)
    expect(await shownMessage(page, sessionEnded, { exact: false }).count()).toBe(0)
    // The browser itself logs the refused request; nothing else may appear.
    expectClean(/status of 401/)
    await close()
  })

  it('ends a session whose token expired while the portal was shut, and comes back', async () => {
    const expired = makeToken({
      role: demoUser.role,
      email: demoUser.email,
      advertisers: [],
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    const { page, expectClean, close } = await openPage(browser, { stored: storedSession(expired) })
    const sentExpired: string[] = []
    page.on('request', (request) => {
      if (request.headers().authorization?.includes(expired)) sentExpired.push(request.url())
    })
    await page.goto(`${portalUrl}/settings`)
    await shownMessage(page, sessionEnded).waitFor()
    expect(nextOf(page)).toBe('/settings')
    expect(await storedInPage(page, 'token')).toBeNull()

    await signInHere(page)
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor()
    expect(addressOf(page)).toBe('/settings')
    // An expired token is never sent.
    expect(sentExpired).toEqual([])
    expectClean()
    await close()
  })

  it('ends a session when its token expires on the page, and comes back', async () => {
    // A token the backend accepts for 10 minutes, longer than the test's own limit. The page's
    // clock is moved past it once the page is ready, so neither a slow machine nor a fast one
    // changes what is tested.
    const exp = Math.floor(Date.now() / 1000) + 600
    const token = makeToken({
      role: demoUser.role,
      email: demoUser.email,
      advertisers: [],
      exp,
    })
    const { page, expectClean, close } = await openPage(browser, { stored: storedSession(token) })
    await page.clock.install()
    await page.goto(`${portalUrl}${reportAddress}`)
    await page.getByRole('heading', { name: 'Facebook Analytics', exact: true }).waitFor()
    await expectNorthwindChosen(page)
    expect(await shownMessage(page, sessionEnded, { exact: false }).count()).toBe(0)

    // No call is refused and no check runs: the expiry alone ends the session.
    await page.clock.fastForward(exp * 1000 + 1_000 - (await page.evaluate(() => Date.now())))
    await shownMessage(page, sessionEnded).waitFor()
    expect(nextOf(page)).toBe(reportAddress)
    expect(await storedInPage(page, 'token')).toBeNull()

    await signInHere(page)
    await page.getByRole('heading', { name: 'Facebook Analytics', exact: true }).waitFor()
    await expect.poll(() => addressOf(page)).toBe(reportAddress)
    await expectNorthwindChosen(page)
    expect(await shownMessage(page, sessionEnded, { exact: false }).count()).toBe(0)
    expectClean()
    await close()
  })

  it.each([
    ['an absolute URL', 'https://evil.test/settings'],
    ['a protocol-relative host', '//evil.test/settings'],
    ['a backslash host', '/\\evil.test'],
    ['a script', 'javascript:alert(document.domain)'],
    ['a tab a browser drops', '/\t/evil.test'],
  ])('ignores %s in next: the client lands on /client', async (_what, next) => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login?next=${encodeURIComponent(next)}`)
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    await signInHere(page)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    expect(new URL(page.url()).origin).toBe(new URL(portalUrl).origin)
    expect(addressOf(page)).toBe('/client')
    expectClean()
    await close()
  })
})
