// Timed by the bench (`npm run bench`, scripts/bench.mjs), alone, so its figures measure the
// portal, not the machine's other work; not part of `npm test`: a figure says how fast, not
// whether the portal works.
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, openPage, portalUrl, reportOrigin, signIn } from '../browser'
import { figure, median } from './figures'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/**
 * Clicks View Report and measures, in the page's own clock, from the click event to the frame's
 * request leaving (the start of its resource timing entry, which the parent page records for
 * every frame it loads). The test driver's own work before the click is not counted.
 */
async function timeViewReport(page: Page): Promise<number> {
  const measured = page.evaluate(
    (origin) =>
      new Promise<number>((resolve) => {
        let clicked = NaN
        document.addEventListener('click', (event) => (clicked = event.timeStamp), {
          capture: true,
          once: true,
        })
        const observer = new PerformanceObserver((list) => {
          const frame = list
            .getEntries()
            .find((entry) => entry.name.startsWith(origin) && entry.startTime > clicked)
          if (!frame) return
          observer.disconnect()
          resolve(frame.startTime - clicked)
        })
        observer.observe({ type: 'resource' })
      }),
    reportOrigin,
  )
  // The listener and the observer are in place once evaluate has sent them; a frame later is safe.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  await page.getByRole('button', { name: 'View Report', exact: true }).click()
  return measured
}

describe('opening a report, through nginx', () => {
  it('times View Report to the frame’s request (median of 7; budget 30 ms)', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    await page.goto(`${portalUrl}/facebook-analytics?advertiser=adv-001`)
    const view = page.getByRole('button', { name: 'View Report', exact: true })
    await expect.poll(() => view.getAttribute('aria-disabled')).toBe('false')
    const delays: number[] = []
    for (let run = 0; run < 7; run++) {
      delays.push(await timeViewReport(page))
      await page
        .frameLocator('iframe[title="Facebook report for Northwind Outdoor Co."]')
        .getByRole('heading', { name: 'Facebook performance', exact: true })
        .waitFor()
      // Back closes the report view (its own history entry); View Report is there again.
      await page.goBack()
      await view.waitFor()
    }
    const measured = median(delays)
    expect(measured).toBeGreaterThan(0)
    figure(
      `View Report clicked to the frame request leaving (median of ${delays.length})`,
      measured,
      30,
    )
    expectClean()
    await close()
  })
})
