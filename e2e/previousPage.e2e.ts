import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toAdvertisers } from '../src/domain/advertisers'
import { channels, menuTitles, reportTitle, type Channel } from '../src/domain/channels'
import { advertiserRecords, demoUser } from '../src/mocks/fixtures'
import { launch, openPage, openSignedIn, portalUrl, signIn } from './browser'
import { dashboardTile } from './tiles'

// Its tests run side by side (`describe.concurrent`), each in its own browser context and none
// changing what the backend holds: they mostly wait on the portal's timers (docs/testing.md).
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

const facebook = channels.find((channel) => channel.field === 'facebook') as Channel
const facebookAdvertiser = toAdvertisers(advertiserRecords).find((a) => a.links.facebook?.trim())
if (!facebookAdvertiser) throw new Error('The fixtures have no Facebook report')

const at = (page: Page) => {
  const { pathname, search } = new URL(page.url())
  return pathname + search
}
const entries = (page: Page) => page.evaluate(() => history.length)
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 1, exact: true }).waitFor()
const previousPage = (page: Page) =>
  page.getByRole('button', { name: 'Previous Page', exact: true })

/**
 * Presses Previous Page and waits for `to`'s heading: the press left the page it was on (its
 * address changed), never staying put.
 */
async function goBackTo(page: Page, to: string) {
  const before = at(page)
  await previousPage(page).click()
  await heading(page, to)
  await page.waitForURL((url) => url.pathname + url.search !== before)
}

/** The dashboard after its 500 ms loading screen, with no page of the portal behind it. */
async function dashboardWithNothingBehind(page: Page) {
  await heading(page, 'Dashboard')
  await dashboardTile(page, 'Social Analytics').waitFor()
  expect(await previousPage(page).count()).toBe(0)
}

describe.concurrent('Previous Page after any sequence leaves the page (issue 23)', () => {
  it('adds no entry for a link to the dashboard from the dashboard, whichever its address', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    expect(new URL(page.url()).pathname).toBe('/client')
    await dashboardWithNothingBehind(page)
    const before = await entries(page)

    // From /client, the dashboard's other address: the same page.
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard')
    expect(await entries(page)).toBe(before)
    await dashboardWithNothingBehind(page)

    // With an advertiser chosen, which the dashboard writes into its address.
    await page
      .getByRole('combobox', { name: 'Advertiser', exact: true })
      .selectOption(facebookAdvertiser.name)
    await expect.poll(() => new URL(page.url()).search).toContain('advertiser=')
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click()
    await expect.poll(() => new URL(page.url()).search).toContain('advertiser=')
    expect(await entries(page)).toBe(before)
    await dashboardWithNothingBehind(page)

    // Another page's link to the dashboard is a move: Previous Page returns there.
    await dashboardTile(page, 'Social Analytics').click()
    await heading(page, menuTitles.social)
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click()
    await heading(page, 'Dashboard')
    await goBackTo(page, menuTitles.social)
    expectClean()
    await close()
  })

  it('lands on the dashboard after a logout and a new sign-in with nothing behind it', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    await dashboardTile(page, 'Social Analytics').click()
    await heading(page, menuTitles.social)
    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    await heading(page, 'Sign in')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await dashboardWithNothingBehind(page)
    expectClean()
    await close()
  })

  it('walks up from a redirect: / to the dashboard, a menu, a report, and back down', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    for (const arrival of ['/', '/no-such-page']) {
      await page.goto(`${portalUrl}${arrival}`)
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard')
      await dashboardWithNothingBehind(page)
      await dashboardTile(page, 'Social Analytics').click()
      await heading(page, menuTitles.social)
      await page.getByRole('link', { name: 'Facebook', exact: true }).click()
      await heading(page, reportTitle(facebook))
      await goBackTo(page, menuTitles.social)
      await goBackTo(page, 'Dashboard')
      await dashboardWithNothingBehind(page)
    }
    expectClean()
    await close()
  })

  it('closes a report opened, reloaded, then walks back through the pages', async ({ expect }) => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    await dashboardTile(page, 'Social Analytics').click()
    await page.getByRole('link', { name: 'Facebook', exact: true }).click()
    await heading(page, reportTitle(facebook))
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)
    await select.selectOption(facebookAdvertiser.name)
    await page.getByRole('button', { name: 'View Report', exact: true }).click()
    await expect.poll(() => new URL(page.url()).search).toContain('view=report')
    await page.reload()
    await page.getByText(`Loading your ${facebook.label} report…`, { exact: true }).waitFor()

    await previousPage(page).click()
    await page.getByRole('button', { name: 'View Report', exact: true }).waitFor()
    expect(new URL(page.url()).search).not.toContain('view=report')
    await goBackTo(page, menuTitles.social)
    await goBackTo(page, 'Dashboard')
    await dashboardWithNothingBehind(page)
    expectClean()
    await close()
  })

  it('leaves a shared link to an open report for the selection, the menu, then the dashboard', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.goto(
      `${portalUrl}${facebook.path}?advertiser=${facebookAdvertiser.id ?? ''}&view=report`,
    )
    await page.getByText(`Loading your ${facebook.label} report…`, { exact: true }).waitFor()
    await previousPage(page).click()
    await page.getByRole('button', { name: 'View Report', exact: true }).waitFor()
    expect(new URL(page.url()).search).not.toContain('view=report')
    await goBackTo(page, menuTitles.social)
    // Up, never back down to the report page (issue 54: it looped report, menu, report…).
    await goBackTo(page, 'Dashboard')
    await dashboardWithNothingBehind(page)
    expectClean()
    await close()
  })
})
