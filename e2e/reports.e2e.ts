import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toAdvertisers } from '../src/domain/advertisers'
import { channels, channelsOf, menuTitles, reportTitle, type Channel } from '../src/domain/channels'
import { paths } from '../src/domain/paths'
import { advertiserRecords } from '../src/mocks/fixtures'
import {
  hangMs,
  holdingClipboard,
  launch,
  openPage,
  openSignedIn,
  portalUrl,
  reportOrigin,
  signIn,
  shownMessage,
  watchShown,
} from './browser'
import { watchPolicies } from './policyWatch'
import { dashboardTile } from './tiles'

// Its tests run side by side (`describe.concurrent`), each in its own browser context and none
// changing what the backend holds: they mostly wait on the portal's timers (docs/testing.md).
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** The first demo advertiser with a link for the channel. */
function advertiserWithReport(channel: Channel): string {
  const found = toAdvertisers(advertiserRecords).find((a) => a.links[channel.field]?.trim())
  if (!found) throw new Error(`The fixtures have no ${channel.label} report`)
  return found.name
}

async function openReport(page: Page, channel: Channel) {
  await page.goto(`${portalUrl}${channel.path}`)
  await page.getByRole('heading', { name: reportTitle(channel), exact: true }).waitFor()
  const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
  await select.and(page.locator(':enabled')).waitFor()
  const advertiser = advertiserWithReport(channel)
  await select.selectOption(advertiser)
  const loaderShown = await watchShown(page, `Loading your ${channel.label} report…`)
  const frameRequest = page.waitForRequest((request) => request.url().startsWith(reportOrigin))
  const clicked = Date.now()
  await page.getByRole('button', { name: 'View Report', exact: true }).click()
  await frameRequest
  return { advertiser, clicked, loaderShown }
}

describe.concurrent('the advertiser in the address, through nginx', () => {
  it('opens a pasted link on its advertiser; choices replace the entry; reload and Back keep it', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openSignedIn(browser)
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    const search = () => new URL(page.url()).search
    await page.goto(`${portalUrl}/facebook-analytics?advertiser=adv-003`)
    await expect.poll(() => select.inputValue()).toBe('Brightline Dental Group')
    const view = page.getByRole('button', { name: 'View Report', exact: true })
    await expect.poll(() => view.getAttribute('aria-disabled')).toBe('false')

    // Choosing replaces the address: no new history entry per choice.
    const entries = await page.evaluate(() => history.length)
    await select.selectOption('Northwind Outdoor Co.')
    await expect.poll(search).toBe('?advertiser=adv-001')
    expect(await page.evaluate(() => history.length)).toBe(entries)

    await page.reload()
    await expect.poll(() => select.inputValue()).toBe('Northwind Outdoor Co.')
    expect(search()).toBe('?advertiser=adv-001')

    // The dashboard gets the stored choice in its address; Back returns to the report page.
    await page.goto(`${portalUrl}/dashboard`)
    await expect.poll(search).toBe('?advertiser=adv-001')
    await page.goBack()
    await page.getByRole('heading', { name: 'Facebook Analytics', exact: true }).waitFor()
    await expect.poll(() => select.inputValue()).toBe('Northwind Outdoor Co.')
    expect(search()).toBe('?advertiser=adv-001')

    // An advertiser not the client's: nothing chosen, said and taken out of the address (issue
    // 54), and the stored choice stands for the next visit, which names it in its address, with
    // nothing to say.
    await page.goto(`${portalUrl}/dashboard?advertiser=not-yours`)
    const unavailable = shownMessage(page, 'That advertiser is not available to your account.')
    await unavailable.waitFor()
    expect(await select.inputValue()).toBe('')
    await expect.poll(search).toBe('')
    expect(await unavailable.count()).toBe(1)
    await page.goto(`${portalUrl}/ai-optimizations`)
    await expect.poll(() => select.inputValue()).toBe('Northwind Outdoor Co.')
    expect(search()).toBe('?advertiser=adv-001')
    expect(await unavailable.count()).toBe(0)
    expectClean()
    await close()
  })
})

describe.concurrent("the deployment's report hosts, through nginx (issue 26, R1)", () => {
  it('offers no report on a host config.json does not list: neither framed nor a new tab', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openSignedIn(browser)
    // The backend's record points one advertiser's Facebook report at another host.
    await page.route(
      (url) => url.pathname === '/api/advertisers',
      async (route) => {
        const response = await route.fetch()
        const records = (await response.json()) as Record<string, unknown>[]
        const moved = records.map((record) =>
          record.name === 'Summit Ridge Auto' || record.advertiser === 'Summit Ridge Auto'
            ? { ...record, facebook: 'https://evil.example/phish' }
            : record,
        )
        await route.fulfill({ response, json: moved })
      },
    )
    await page.goto(`${portalUrl}/facebook-analytics`)
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)
    await select.selectOption('Summit Ridge Auto')
    await shownMessage(
      page,
      'No Facebook report found for Summit Ridge Auto. Contact your rep to activate.',
    ).waitFor()
    const view = page.getByRole('button', { name: 'View Report', exact: true })
    expect(await view.getAttribute('aria-disabled')).toBe('true')
    expect(await page.locator('iframe').count()).toBe(0)
    expect(await page.getByRole('link', { name: /Open in new tab/ }).count()).toBe(0)
    expectClean()
    await close()
  })
})

describe.concurrent('the report view in the address, through nginx', () => {
  it('closes with Back, opens with Forward and a reload, and shares a link that opens it', async ({
    expect,
  }) => {
    const { page, context, expectClean, close } = await openSignedIn(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portalUrl })
    await page.goto(`${portalUrl}/facebook-analytics`)
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)
    await select.selectOption('Northwind Outdoor Co.')
    await page.getByRole('button', { name: 'View Report', exact: true }).click()
    const frame = page.getByTitle('Facebook report for Northwind Outdoor Co.', { exact: true })
    await frame.waitFor()
    expect(new URL(page.url()).search).toBe('?advertiser=adv-001&view=report')

    // The browser's Back closes the report; Forward opens it again.
    await page.goBack()
    await page.getByRole('button', { name: 'View Report', exact: true }).waitFor()
    expect(await frame.count()).toBe(0)
    await page.goForward()
    await frame.waitFor()

    // A reload opens the same report, loader and all.
    await page.reload()
    await frame.waitFor()
    const framed = (await frame.getAttribute('src')) ?? ''
    expect(new URL(framed).origin).toBe(reportOrigin)

    // Copy link: the portal's own address of this view, never the report's.
    const copied = await holdingClipboard(async () => {
      const linkCopied = await watchShown(page, 'Link copied')
      await page.getByRole('button', { name: 'Copy link', exact: true }).click()
      await linkCopied()
      return page.evaluate(() => navigator.clipboard.readText())
    })
    expect(copied).toBe(`${portalUrl}/facebook-analytics?advertiser=adv-001&view=report`)

    // Open in new tab: the framed address, with no referrer.
    const opened = context.waitForEvent('page')
    await page.getByRole('link', { name: 'Open in new tab', exact: true }).click()
    const tab = await opened
    await tab.waitForLoadState()
    expect(tab.url()).toBe(framed)
    expect(await tab.evaluate(() => document.referrer)).toBe('')
    await tab.close()

    // The copied link, in a fresh signed-in browser, lands on the same report.
    const other = await openSignedIn(browser)
    await other.page.goto(copied)
    await other.page
      .getByTitle('Facebook report for Northwind Outdoor Co.', { exact: true })
      .waitFor()
    other.expectClean()
    await other.close()
    expectClean()
    await close()
  })
})

describe.concurrent('menus and reports, through nginx', () => {
  it('lists the channels of both menus, and Previous Page goes back', async ({ expect }) => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}${paths.dashboard}`)
    for (const menu of ['social', 'programmatic'] as const) {
      await dashboardTile(page, menuTitles[menu]).click()
      const nav = page.getByRole('navigation', {
        name: `${menuTitles[menu]} channels`,
        exact: true,
      })
      await expect.poll(() => nav.getByRole('link').count()).toBe(channelsOf(menu).length)
      await page.getByRole('button', { name: 'Previous Page', exact: true }).click()
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    }
    expectClean()
    await close()
  })

  /** Goes to `path` and waits for its heading and for the network to settle. */
  async function visit(page: Page, path: string, heading: string) {
    await page.goto(`${portalUrl}${path}`)
    await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
  }

  // Every route under the portal's own policies (CSP, Trusted Types, Permissions-Policy, as nginx
  // serves them): the pages, then each of the 16 channel pages with its report framed, a test
  // each. (One walk through all of them took its whole limit on a busy machine.)
  it('runs every page that is not a report under the policies, with no violation', async () => {
    const { page, context, expectClean, close } = await openPage(browser)
    const violations = await watchPolicies(context)
    await visit(page, paths.login, 'Sign in')
    await visit(page, paths.forgotPassword, 'Forgot Password')
    await signIn(page)
    const otherPages: [string, string][] = [
      [paths.root, 'Dashboard'],
      [paths.dashboard, 'Dashboard'],
      [paths.client, 'Dashboard'],
      [paths.socialAnalytics, menuTitles.social],
      [paths.programmaticAnalytics, menuTitles.programmatic],
      [paths.aiOptimizations, 'AI Optimizations'],
      [paths.notifications, 'Notification Preferences'],
      [paths.settings, 'Settings'],
      ['/no-such-page', 'Dashboard'],
    ]
    for (const [path, heading] of otherPages) await visit(page, path, heading)
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
    expectClean()
    await close()
  })

  it.each(channels)(
    'frames the $label report from the report host, sandboxed, under the loader and the policies',
    async (channel) => {
      const { page, context, expectClean, close } = await openSignedIn(browser)
      const violations = await watchPolicies(context)
      const { advertiser, loaderShown } = await openReport(page, channel)
      const frame = page.getByTitle(`${channel.label} report for ${advertiser}`, { exact: true })
      const src = new URL((await frame.getAttribute('src')) ?? '')
      expect(src.origin).toBe(reportOrigin)
      expect(src.searchParams.get('rm')).toBe('embed')
      expect(await frame.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-popups allow-forms',
      )
      expect(await frame.getAttribute('allow')).toBe('fullscreen; clipboard-read; clipboard-write')
      // The loader showed (it may have gone already: it holds 5.5 s, and a busy machine is slow).
      await loaderShown()
      // The cross-origin page really loads inside the frame under the portal's CSP.
      await page
        .frameLocator(`iframe[title="${channel.label} report for ${advertiser}"]`)
        .getByRole('heading', { name: `${channel.label} performance`, exact: true })
        .waitFor()
      await page.waitForLoadState('networkidle')
      expect(violations).toEqual([])
      expectClean()
      await close()
    },
  )

  it('hides the loader once the frame has loaded and 4000 + 1500 ms have passed', async () => {
    const { page, expectClean, close } = await openSignedIn(browser, {
      viewport: { width: 390, height: 844 },
    })
    const facebook = channels[0] as Channel
    const { clicked } = await openReport(page, facebook)
    const loader = page.getByText('Loading your Facebook report…', { exact: true })
    await loader.waitFor({ state: 'hidden', timeout: hangMs })
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(5_400)
    await page.getByRole('button', { name: 'Previous Page', exact: true }).click()
    await page.getByRole('button', { name: 'View Report', exact: true }).waitFor()
    expectClean()
    await close()
  })
})
