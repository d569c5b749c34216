// What a signed-in client's page waits for, on the production build through nginx: the session
// check and the advertiser list are asked for together as a page opens (the signed-in routes'
// loader), and the list is asked for once a visit, not once a page (README, Performance).
import type { Browser, Request } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arrives, launch, openSignedIn, portalUrl } from './browser'
import { dashboardTiles } from './tiles'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

const isAdvertisers = (request: Request) => new URL(request.url()).pathname === '/api/advertisers'

describe('the data a signed-in page waits for', () => {
  it('asks for the advertiser list while the session check is still unanswered', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    // The check is held until the list has been asked for: a portal that asked for the list only
    // after the check answered would never ask, and the report would never open.
    let listAsked: () => void = () => {}
    const asked = new Promise<void>((resolve) => (listAsked = resolve))
    page.on('request', (request) => {
      if (isAdvertisers(request)) listAsked()
    })
    await page.route('**/api/auth/client-auth-check', async (route) => {
      await asked
      await route.continue()
    })
    await page.goto(`${portalUrl}/facebook-analytics?advertiser=adv-001&view=report`)
    await page.getByTitle('Facebook report for Northwind Outdoor Co.', { exact: true }).waitFor()
    expectClean()
    await close()
  })

  it('asks for the list once a visit: six moves between pages ask for it no more', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    const asked: string[] = []
    page.on('request', (request) => {
      if (isAdvertisers(request)) asked.push(request.url())
    })
    await page.goto(`${portalUrl}/dashboard`)
    await arrives(page, 'Dashboard')
    await expect.poll(() => asked.length).toBe(1)

    const poweredBy = 'powered by Client Portal (dashboard)'
    const moves: [link: string, heading: string][] = [
      [dashboardTiles['Social Analytics'], 'Social Analytics'],
      ['Facebook', 'Facebook Analytics'],
      [poweredBy, 'Dashboard'],
      [dashboardTiles.Sherloc, 'AI Optimizations'],
      [poweredBy, 'Dashboard'],
      [dashboardTiles['Cinema Analytics'], 'Cinema Analytics'],
    ]
    for (const [link, heading] of moves) {
      await page.getByRole('link', { name: link, exact: true }).first().click()
      await arrives(page, heading)
    }
    // The last page shows the list (enabled once it is here), and nothing asked for it again.
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)
    expect(asked).toHaveLength(1)
    expectClean()
    await close()
  })
})
