// A report opened while the device is offline (issue 53), in the production build with the
// portal's service worker in control, as a returning client has it: the frame gets the browser's
// offline error page, which is no report, and the portal opens the report again once the device
// is back online, as its offline notice promises. Like device.e2e.ts, this file lets the worker run (e2e/worker.ts).
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../src/domain/messages'
import { loaderHideAt } from '../src/domain/reportLoader'
import { launch, openSignedIn, reportOrigin, watchShown } from './browser'
import { visitTwice } from './worker'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

type Watched = Window & { frameLoadedAt?: number; portalShown?: Record<string, boolean> }

/** Records in the page, on the page's clock, when a frame in it last loaded. */
function watchFrameLoads(page: Page) {
  return page.evaluate(() => {
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLIFrameElement) {
          ;(window as Watched).frameLoadedAt = performance.now()
        }
      },
      true,
    )
  })
}

describe('a report opened while offline', () => {
  it('is never said to be loaded while offline, and opens for real once back online', async () => {
    const { page, context, expectClean, close } = await openSignedIn(browser, {
      serviceWorkers: 'allow',
    })
    await visitTwice(page, '/facebook-analytics', 'Facebook Analytics')
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await select.and(page.locator(':enabled')).waitFor()
    await select.selectOption('Northwind Outdoor Co.')

    await context.setOffline(true)
    await page.getByText(messages.offline, { exact: true }).waitFor()
    const reportLoaded = await watchShown(page, messages.reportLoaded)
    await watchFrameLoads(page)
    const frameFailed = page.waitForEvent('requestfailed', (request) =>
      request.url().startsWith(reportOrigin),
    )
    await page.getByRole('button', { name: 'View Report', exact: true }).click()
    // On the page's clock, no earlier than the portal's opening.
    const opened = await page.evaluate(() => performance.now())
    await frameFailed
    // The frame's load event still fires: the browser's error page is in it.
    const loadedAt = await (
      await page.waitForFunction(() => (window as Watched).frameLoadedAt)
    ).jsonValue()
    // Nothing can be seen not to happen at once: wait out the moment the loader would have gone
    // for a report that loaded (spec section 9), and a second more for its render.
    await page.waitForFunction(
      (deadline) => performance.now() > deadline,
      loaderHideAt(opened, loadedAt ?? opened) + 1_000,
    )
    expect(
      await page.getByText(messages.loadingReport('Facebook'), { exact: true }).isVisible(),
    ).toBe(true)
    expect(
      await page.evaluate((text) => (window as Watched).portalShown?.[text], messages.reportLoaded),
    ).toBe(false)

    await context.setOffline(false)
    // The report page itself, from the report host, in a new frame.
    await page
      .frameLocator('iframe[title="Facebook report for Northwind Outdoor Co."]')
      .getByRole('heading', { name: 'Facebook performance', exact: true })
      .waitFor()
    await reportLoaded()
    await page.getByText(messages.offline).waitFor({ state: 'detached' })
    // The requests that failed while offline are the network's, not the portal's errors.
    expectClean(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/)
    await close()
  })
})
