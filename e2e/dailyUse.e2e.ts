// The days that go wrong for a real client (issue 23), on the production build through nginx:
// storage the browser refuses, a reload with no answer from the server, a device that goes
// offline, and a device clock hours off. Each of these used to strand the client.
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appTakesOver, hangMs, launch, openPage, openSignedIn, portalUrl, signIn } from './browser'
import { demoUser } from '../src/mocks/fixtures'
import { storageKeys } from '../src/storage/browserStorage'
import { portal } from './portal'
import { dashboardTile } from './tiles'

// Its tests run side by side (`describe.concurrent`), each in its own browser context and none
// changing what the backend holds: they mostly wait on the portal's timers (docs/testing.md).
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

const storageRefused =
  'Your browser is not letting the portal store your sign-in, so you will need to sign in again after a reload or in a new tab.'
const unreachable = 'The server is not answering right now. The portal keeps trying.'
const offline = 'You are offline. The portal will try again when you are back online.'

describe.concurrent('storage the browser refuses', () => {
  it.each([
    [
      'full (every write throws)',
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        }
      },
    ],
    [
      'blocked (reaching it throws)',
      () => {
        for (const name of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, name, {
            get: () => {
              throw new DOMException('Access is denied for this document.', 'SecurityError')
            },
          })
        }
      },
    ],
  ])('%s: signs in for this tab, says so once, and a reload asks to sign in', async (_, refuse) => {
    const { page, expectClean, close } = await openPage(browser)
    await page.addInitScript(refuse)
    await signIn(page)
    const notice = page.getByText(storageRefused, { exact: true })
    await notice.waitFor()
    // The session holds from page to page in this tab.
    await dashboardTile(page, 'Settings').click()
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Dismiss', exact: true }).click()
    await notice.waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).first().click()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    expect(await page.getByText(storageRefused).count()).toBe(0)
    await page.reload()
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    expectClean()
    await close()
  })
})

describe.concurrent('no answer from the server is not a signed-out client', () => {
  it('keeps the session through a reload the server does not answer, and recovers', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}/dashboard`)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    await page.route(`${portal.apiOrigin}/**`, (route) => route.abort('connectionrefused'))
    await page.reload()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    await page.getByRole('status').getByText(unreachable, { exact: true }).waitFor()
    // The server is back: the next try (5 s after the first) says nothing is wrong any more.
    await page.unrouteAll()
    await expect.poll(() => page.getByText(unreachable).count(), { timeout: hangMs }).toBe(0)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    // The browser logs each refused request; nothing else may appear.
    expectClean(/ERR_CONNECTION_REFUSED|Failed to load resource/)
    await close()
  })

  it('says the device is offline, and checks again as soon as it is back', async () => {
    const { page, context, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}/dashboard`)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    const shown = page.url()
    await context.setOffline(true)
    await page.getByText(offline, { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    await context.setOffline(false)
    await page.getByText(offline).waitFor({ state: 'detached' })
    expect(page.url()).toBe(shown)
    expectClean(/ERR_INTERNET_DISCONNECTED|Failed to load resource/)
    await close()
  })
})

describe.concurrent('a device clock that is wrong', () => {
  // (Behind, the device's clock only ever made the session look longer: the unit tests time its
  // notice and end on the server's clock, src/auth/AuthContext.test.tsx.)
  it.each([['9 hours ahead', 9]])(
    'signs in and stays signed in with a clock %s',
    async (_, hours) => {
      const { page, expectClean, close } = await openPage(browser)
      await page.addInitScript((skew) => {
        const RealDate = Date
        class SkewedDate extends RealDate {
          constructor(...args: []) {
            if (args.length === 0) super(RealDate.now() + skew)
            else super(...(args as []))
          }
          static now() {
            return RealDate.now() + skew
          }
        }
        globalThis.Date = SkewedDate as DateConstructor
      }, hours * 3_600_000)
      // The demo server's tokens last 8 hours: 9 hours ahead, the device's clock saw them expired.
      await signIn(page)
      await page.reload()
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
      expect(await page.getByText('Your session ends in').count()).toBe(0)
      expectClean()
      await close()
    },
  )
})

describe.concurrent('tabs, with the browser’s own storage events', () => {
  it('a tab at sign-in follows another’s sign-in; a signed-in tab keeps its page through a new token', async () => {
    const { page: waiting, context, expectClean, close } = await openPage(browser)
    await waiting.goto(`${portalUrl}/login?next=%2Fnotifications`)
    await appTakesOver(waiting)
    const other = await context.newPage()
    await signIn(other)
    // The tab left at sign-in goes where a sign-in there would have taken it.
    await waiting.getByRole('heading', { name: 'Notification Preferences', exact: true }).waitFor()
    const sms = waiting.getByRole('checkbox', { name: 'SMS Updates', exact: true })
    const wasChecked = await sms.isChecked()
    await sms.click()
    // The same client's new token, stored by the other tab as its sign-in would.
    const response = await fetch(`${portal.apiOrigin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
    })
    const { token } = (await response.json()) as { token: string }
    const checked = waiting.waitForRequest(/client-auth-check/)
    await other.evaluate(
      ([name, value]) => localStorage.setItem(name, value),
      [storageKeys.token, token],
    )
    // The waiting tab checks the new token, and its page stays as it was: the choice not saved.
    await checked
    await waiting.waitForLoadState('networkidle')
    expect(await sms.isChecked()).toBe(!wasChecked)
    expect(await waiting.getByText('Authenticating').count()).toBe(0)
    expectClean()
    await close()
  })
})
