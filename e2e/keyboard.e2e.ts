import type { Browser, Locator, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { channels, reportTitle } from '../src/domain/channels'
import { demoUser, scaleUser } from '../src/mocks/fixtures'
import { makeToken } from '../src/mocks/token'
import {
  appTakesOver,
  arrives,
  holdingClipboard,
  launch,
  openPage,
  openSignedIn,
  portalUrl,
  shownMessage,
  watchShown,
} from './browser'
import { portal } from './portal'
import { dashboardTile, type DashboardTile } from './tiles'

// Keyboard-only journeys and where the focus goes (docs/accessibility.md). The layout, colour
// and motion checks are the Accessibility stories (stories/accessibility).

// Its tests run side by side (`describe.concurrent`), each in its own browser context, but the
// last, which changes the backend's password: they mostly wait on the portal's timers
// (docs/testing.md).
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** Whether `locator` has the focus now. */
function focused(locator: Locator) {
  return locator.evaluate((element) => element === document.activeElement)
}

/**
 * Presses Tab (or Shift+Tab) until `locator` has the focus, as a keyboard user would; fails if it
 * takes more than `most` presses (it cannot be reached, or is much further than it should be).
 */
async function tabTo(page: Page, locator: Locator, { most = 12, back = false } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await focused(locator)) return
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))
  throw new Error(`${String(locator)} not reached in ${most} presses of Tab; the focus is on ${at}`)
}

/** The page's h1 named `name` has the focus (where a page change leaves it). */
async function expectHeadingFocused(page: Page, name: string) {
  await arrives(page, name)
  await page
    .getByRole('heading', { level: 1, name, exact: true })
    .and(page.locator(':focus'))
    .waitFor()
}

/** Signs in with the keyboard alone, from a fresh /login. */
async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto(`${portalUrl}/login`)
  await appTakesOver(page)
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }))
  await page.keyboard.type(email)
  await tabTo(page, page.getByLabel('Password *', { exact: true }))
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
}

describe.concurrent('keyboard alone, no mouse (WCAG 2.1.1, 2.4.3, 2.4.11)', () => {
  it('signs in, skips the shell, follows tiles, and Back and Forward land on each heading', async ({
    expect,
  }) => {
    const { page, expectClean, close } = await openPage(browser)
    await signInByKeyboard(page, demoUser.email, demoUser.password)
    await expectHeadingFocused(page, 'Dashboard')

    // From the heading, the next stop is in the page, not the shell.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)

    // Back to the top: the skip link is the shell's first stop, and leads past the shell.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content', exact: true })
    await tabTo(page, skip, { back: true })
    // Shown where it is: inside the window, not moved off it, by the frame a user sees. (Right
    // after the key press, a cold Chromium can still report the unfocused position: seen once,
    // with the link matching :focus and its transform not yet updated.)
    const inWindow = async () => {
      const box = await skip.boundingBox()
      return box !== null && box.y >= 0 && box.x >= 0
    }
    await expect.poll(inWindow, { message: 'the skip link shows inside the window' }).toBe(true)
    await page.keyboard.press('Enter')
    expect(await focused(page.getByRole('main'))).toBe(true)
    expect(new URL(page.url()).hash).toBe('')

    await tabTo(page, dashboardTile(page, 'Social Analytics'))
    await page.keyboard.press('Enter')
    await expectHeadingFocused(page, 'Social Analytics')
    await tabTo(page, page.getByRole('link', { name: 'Facebook', exact: true }))
    await page.keyboard.press('Enter')
    await expectHeadingFocused(page, 'Facebook Analytics')

    await page.goBack()
    await expectHeadingFocused(page, 'Social Analytics')
    await page.goForward()
    await expectHeadingFocused(page, 'Facebook Analytics')

    // Previous Page, by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Previous Page', exact: true }))
    await page.keyboard.press('Enter')
    await expectHeadingFocused(page, 'Social Analytics')

    // The shell's Back to Dashboard stays on screen; the focus still moves to the new page.
    await tabTo(page, page.getByRole('link', { name: 'Back to Dashboard', exact: true }), {
      back: true,
    })
    await page.keyboard.press('Enter')
    await expectHeadingFocused(page, 'Dashboard')

    for (const [tile, heading] of [
      ['Sherloc', 'AI Optimizations'],
      ['Notifications', 'Notification Preferences'],
      ['Settings', 'Settings'],
    ] as const) {
      await tabTo(page, dashboardTile(page, tile))
      await page.keyboard.press('Enter')
      await expectHeadingFocused(page, heading)
      await page.goBack()
      await expectHeadingFocused(page, 'Dashboard')
    }
    expectClean()
    await close()
  })

  it('finds an advertiser, opens the report and uses every viewer action, then returns to View Report', async ({
    expect,
  }) => {
    const { page, context, expectClean, close } = await openPage(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portalUrl })
    await signInByKeyboard(page, scaleUser.email, scaleUser.password)
    await expectHeadingFocused(page, 'Dashboard')
    await page.goto(`${portalUrl}/facebook-analytics`)
    const search = page.getByRole('searchbox', { name: 'Find advertiser', exact: true })
    await search.waitFor()
    await tabTo(page, search)
    await page.keyboard.type('coffee co. 0004')
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await tabTo(page, select)
    // A closed select chooses the option whose name is typed.
    await page.keyboard.type('West')
    await expect.poll(() => select.inputValue()).toBe('West Coffee Co. 0004')

    const view = page.getByRole('button', { name: 'View Report', exact: true })
    await tabTo(page, view)
    await page.keyboard.press('Enter')
    const viewerHeading = page.getByRole('heading', {
      level: 1,
      name: 'Facebook Analytics · West Coffee Co. 0004',
      exact: true,
    })
    await viewerHeading.waitFor()
    await expect.poll(() => focused(viewerHeading)).toBe(true)
    await page.getByText('Report loaded', { exact: true }).waitFor({ state: 'attached' })

    // Full screen, and out again with the button that replaces it: the focus comes back.
    const fullscreen = page.getByRole('button', { name: 'Full screen', exact: true })
    await tabTo(page, fullscreen)
    await page.keyboard.press('Enter')
    const exit = page.getByRole('button', { name: 'Exit full screen', exact: true })
    await exit.waitFor()
    await tabTo(page, exit)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(fullscreen)).toBe(true)

    // Open in new tab.
    const newTab = page.getByRole('link', { name: 'Open in new tab', exact: true })
    await tabTo(page, newTab)
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])
    await tab.close()
    expect(await focused(newTab)).toBe(true)

    // Reload report: the loader, then the report again; the focus stays on the button.
    const reload = page.getByRole('button', { name: 'Reload report', exact: true })
    await tabTo(page, reload)
    await page.keyboard.press('Enter')
    await page.getByText('Report loaded', { exact: true }).waitFor({ state: 'attached' })
    expect(await focused(reload)).toBe(true)

    // Copy link: the address is on the clipboard.
    const copy = page.getByRole('button', { name: 'Copy link', exact: true })
    await tabTo(page, copy)
    const copied = await holdingClipboard(async () => {
      const linkCopied = await watchShown(page, 'Link copied')
      await page.keyboard.press('Enter')
      await linkCopied()
      return page.evaluate(() => navigator.clipboard.readText())
    })
    expect(await focused(copy)).toBe(true)
    expect(copied).toContain('view=report')

    // Previous Page closes the viewer, and the focus is back on View Report.
    await tabTo(page, page.getByRole('button', { name: 'Previous Page', exact: true }), {
      back: true,
      most: 20,
    })
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(view)).toBe(true)
    expectClean()
    await close()
  })
})

describe.concurrent('page changes on every route (WCAG 2.4.3)', () => {
  it('following the tiles to every page, and Back from each, leaves the focus on its heading', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}/dashboard`)
    const tile = (name: DashboardTile) => dashboardTile(page, name)
    const menus = [
      { tile: 'Social Analytics', heading: 'Social Analytics', menu: 'social' },
      { tile: 'Programmatic Analytics', heading: 'Programmatic Analytics', menu: 'programmatic' },
    ] as const
    for (const menu of menus) {
      await tile(menu.tile).click()
      await expectHeadingFocused(page, menu.heading)
      for (const channel of channels.filter((channel) => channel.menu === menu.menu)) {
        await page.getByRole('link', { name: channel.label, exact: true }).click()
        await expectHeadingFocused(page, reportTitle(channel))
        await page.goBack()
        await expectHeadingFocused(page, menu.heading)
      }
      await page.goBack()
      await expectHeadingFocused(page, 'Dashboard')
    }
    for (const [name, heading] of [
      ['Cinema Analytics', 'Cinema Analytics'],
      ['Sherloc', 'AI Optimizations'],
      ['Notifications', 'Notification Preferences'],
      ['Settings', 'Settings'],
    ] as const) {
      await tile(name).click()
      await expectHeadingFocused(page, heading)
      await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click()
      await expectHeadingFocused(page, 'Dashboard')
    }
    expectClean()
    await close()
  })

  it('Forgot Password and back to sign-in, on the public pages', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login`)
    await appTakesOver(page)
    await page.getByRole('link', { name: 'Forgot Password', exact: true }).click()
    await expectHeadingFocused(page, 'Forgot Password')
    await page.goBack()
    await expectHeadingFocused(page, 'Sign in')
    expectClean()
    await close()
  })
})

describe.concurrent('focus never hidden (WCAG 2.4.11)', () => {
  it('with the session notice in the sticky header, every control Tab reaches is in sight below it', async () => {
    // A session with 100 s left: the shell's header holds the notice, and grows taller. The token
    // lives 10 minutes, longer than the test's own limit, and the page's clock is moved to 100 s
    // before its end and held there: no speed of the machine changes what is left.
    const exp = Math.floor(Date.now() / 1000) + 600
    const token = makeToken({
      role: demoUser.role,
      email: demoUser.email,
      advertisers: ['Northwind Outdoor Co.'],
      exp,
    })
    const { page, expectClean, close } = await openPage(browser, {
      viewport: { width: 390, height: 600 },
      stored: { token, email: demoUser.email },
    })
    await page.clock.install()
    await page.goto(`${portalUrl}/dashboard`)
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor()
    await page.clock.pauseAt(exp * 1000 - 100_000)
    await page.getByRole('button', { name: 'Sign in again', exact: true }).waitFor()
    const hidden: string[] = []
    // Forward through the page to its end, then back up to its top.
    for (const key of [...Array<string>(14).fill('Tab'), ...Array<string>(14).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      const problem = await page.evaluate(() => {
        const element = document.activeElement
        const header = document.querySelector('header')
        if (!element || !header || header.contains(element) || element === document.body)
          return null
        const box = element.getBoundingClientRect()
        const headerBottom = header.getBoundingClientRect().bottom
        const inSight = box.top >= headerBottom - 1 && box.bottom <= window.innerHeight + 1
        return inSight
          ? null
          : `${element.textContent?.trim().slice(0, 30)} at ${Math.round(box.top)} px, header to ${Math.round(headerBottom)} px`
      })
      if (problem) hidden.push(problem)
    }
    expect(hidden).toEqual([])
    expectClean()
    await close()
  })
})

// Last, and alone: it changes the password of this file's backend, which the others sign in with.
describe('the password popup, by keyboard (WCAG 2.1.1, 2.4.3)', () => {
  it('changes the password in the popup and logs out', async ({ expect }) => {
    const { page, expectClean, close } = await openPage(browser)
    onTestFinished(async () => {
      // The demo password back for the other tests of this file's backend.
      await fetch(`${portal.apiOrigin}/__faults`, { method: 'POST', body: '{}' })
    })
    await signInByKeyboard(page, demoUser.email, demoUser.password)
    await expectHeadingFocused(page, 'Dashboard')
    await tabTo(page, dashboardTile(page, 'Settings'))
    await page.keyboard.press('Enter')
    await expectHeadingFocused(page, 'Settings')

    const edit = page.getByRole('button', { name: 'Edit Password', exact: true })
    await tabTo(page, edit)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Edit Password', exact: true })
    await expect
      .poll(() => focused(dialog.getByLabel('New Password *', { exact: true })))
      .toBe(true)
    await page.keyboard.type('keyboard-password')
    await tabTo(page, dialog.getByLabel('Confirm Password *', { exact: true }))
    await page.keyboard.type('keyboard-password')
    await page.keyboard.press('Enter')
    await shownMessage(page, 'Password updated successfully!').waitFor()
    expect(await dialog.isVisible()).toBe(false)
    expect(await focused(edit)).toBe(true)

    // Escape closes the popup too, and the focus returns to the button.
    await page.keyboard.press('Enter')
    await expect
      .poll(() => focused(dialog.getByLabel('New Password *', { exact: true })))
      .toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => focused(edit)).toBe(true)

    const logout = page.getByRole('button', { name: 'Logout', exact: true })
    await tabTo(page, logout, { back: true, most: 20 })
    await page.keyboard.press('Enter')
    await shownMessage(page, 'Logged out successfully!').waitFor()
    await expectHeadingFocused(page, 'Sign in')
    expectClean(/401/)
    await close()
  })
})
