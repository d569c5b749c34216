import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channels, reportTitle, type Channel } from '../src/domain/channels'
import { messages } from '../src/domain/messages'
import { demoUser } from '../src/mocks/fixtures'
import {
  appTakesOver,
  hangMs,
  launch,
  openPage,
  openSignedIn,
  portalUrl,
  shownMessage,
  signIn,
} from './browser'
import { axeViolations } from './axe'

// Its tests run side by side (`describe.concurrent`), each in its own browser context and none
// changing what the backend holds: they mostly wait on the portal's timers (docs/testing.md).
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

// index.html writes it out itself: this checks it says the catalogue's words.
const notLoaded = messages.portalNotLoaded
// What the browser itself says about a file the test refused.
const refusedFile = /Failed to load resource|Failed to fetch dynamically imported module/

const scripts = `${portalUrl}/assets/*.js`
const blockScripts = (page: Page) => page.route(scripts, (route) => route.abort())

/** Waits for the notice, as a user would: it shows 8 s after the styles applied. */
async function noticeShows(page: Page) {
  await page
    .getByRole('alert')
    .filter({ has: page.getByText(notLoaded, { exact: true }) })
    .waitFor({ timeout: hangMs })
}

/**
 * Sets the notice's own clock, its CSS animation (global.css), to `ms` after the styles applied,
 * and holds it there: what shows then does not depend on how long `goto` took to return (on a
 * busy machine, more than the 8 s). The animation stays on the notice once finished (`forwards`),
 * so it can be set back.
 */
function holdNoticeAt(page: Page, ms: number) {
  return page.evaluate((at) => {
    const [animation] = document.getElementById('portal-not-loaded')?.getAnimations() ?? []
    if (!animation) throw new Error('The notice has no animation to wait on')
    animation.pause()
    animation.currentTime = at
  }, ms)
}

/** Lets the notice's clock run on from where `holdNoticeAt` left it. */
function runNoticeClock(page: Page) {
  return page.evaluate(() =>
    document.getElementById('portal-not-loaded')?.getAnimations()[0]?.play(),
  )
}

describe.concurrent('a page whose code did not load says so (issue 23)', () => {
  it('marks the prerendered sign-in form busy, then says so with Reload, which loads the page again', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openPage(browser)
    await blockScripts(page)
    await page.goto(`${portalUrl}/login?next=%2Fsettings`)
    await holdNoticeAt(page, 0)
    const form = page.getByRole('form', { name: 'Sign in', exact: true })
    expect(await form.getAttribute('aria-busy')).toBe('true')
    const login = page.getByRole('button', { name: 'Login', exact: true })
    expect(await login.getAttribute('aria-disabled')).toBe('true')
    expect(await page.getByText(notLoaded).isVisible()).toBe(false)
    // Not at once: a slow network gets a few seconds first.
    await holdNoticeAt(page, 7_900)
    expect(await page.getByText(notLoaded).isVisible()).toBe(false)

    await runNoticeClock(page)
    await noticeShows(page)
    const reload = page.getByRole('link', { name: 'Reload', exact: true })
    expect(await reload.isVisible()).toBe(true)

    // The connection is back: Reload loads the same address, and the app takes it over.
    await page.unroute(scripts)
    await reload.click()
    await appTakesOver(page)
    expect(new URL(page.url()).search).toBe('?next=%2Fsettings')
    expect(await page.getByText(notLoaded).count()).toBe(0)
    await expect.poll(() => form.getAttribute('aria-busy')).toBe(null)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    await login.click()
    await page.getByRole('heading', { name: 'Settings', level: 1, exact: true }).waitFor()
    expectClean(refusedFile)
    await close()
  })

  it('says so on a page that arrives empty, too', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await blockScripts(page)
    await page.goto(`${portalUrl}/dashboard`)
    expectClean(refusedFile)
    await close()
  })

  it('passes axe with the notice shown, in both themes', async () => {
    // bypassCSP only for axe, which the test adds to the page.
    const { page, expectClean, close } = await openPage(browser, { bypassCSP: true })
    await blockScripts(page)
    await page.goto(`${portalUrl}/login`)
    await noticeShows(page)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      expect(await axeViolations(page)).toEqual([])
    }
    expectClean(refusedFile)
    await close()
  })

  it('never shows the notice on a normal load, and the form works', async ({ expect }) => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/forgot-password`)
    await appTakesOver(page)
    // Gone from the page as the app starts: it cannot show later.
    expect(await page.getByText(notLoaded).count()).toBe(0)
    const send = page.getByRole('button', { name: 'Send Reset Instructions', exact: true })
    await expect.poll(() => send.getAttribute('aria-disabled')).not.toBe('true')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await send.click()
    await shownMessage(page, 'Password reset instructions have been sent to your email.').waitFor()
    await signIn(page)
    expect(await page.getByText(notLoaded).count()).toBe(0)
    expectClean()
    await close()
  })

  it('reloads the document itself, never an address made from the path: //evil.test/x stays on the portal (issue 43, N2)', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    const signedInCode = `${portalUrl}/assets/signedIn-*.js`
    await page.route(signedInCode, (route) => route.abort())
    // Anything the page asks of the other site is caught here (there is no network to reach it).
    const elsewhere: string[] = []
    await page.route(
      (url) => url.hostname === 'evil.test',
      (route) => {
        elsewhere.push(route.request().url())
        return route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' })
      },
    )
    // nginx answers the portal's index.html for the path; the page keeps it as its address.
    const address = `${portalUrl}//evil.test/x?advertiser=adv-001`
    await page.goto(address)
    await page
      .getByRole('heading', { name: 'This page could not load', level: 1, exact: true })
      .waitFor()
    const reload = page.getByRole('link', { name: 'Reload', exact: true })
    expect(await reload.getAttribute('href')).toBe('')

    // The code arrives this time: the same document again, on the portal, which takes it over.
    await page.unroute(signedInCode)
    await reload.click()
    await page.getByRole('heading', { name: 'Dashboard', level: 1, exact: true }).waitFor()
    expect(new URL(page.url()).origin).toBe(new URL(portalUrl).origin)
    expect(elsewhere).toEqual([])
    expectClean(new RegExp(`${refusedFile.source}|The portal could not load its code`))
    await close()
  })

  it('says so when a signed-in page’s code does not arrive, and Reload shows the page', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    // Every signed-in page's code is one file (src/app/pageCode.ts).
    const signedInCode = `${portalUrl}/assets/signedIn-*.js`
    await page.route(signedInCode, (route) => route.abort())
    const facebook = channels.find((channel) => channel.field === 'facebook') as Channel
    await page.goto(`${portalUrl}${facebook.path}?advertiser=adv-001`)
    await page
      .getByRole('heading', { name: 'This page could not load', level: 1, exact: true })
      .waitFor()
    expect(await page.getByText(messages.pageNotLoaded, { exact: true }).isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe(facebook.path)

    await page.unroute(signedInCode)
    await page.getByRole('link', { name: 'Reload', exact: true }).click()
    await page
      .getByRole('heading', { name: reportTitle(facebook), level: 1, exact: true })
      .waitFor()
    expectClean(refusedFile)
    await close()
  })
})
