import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { dashboardTiles } from '../tiles'
import { demoUser, scaleUser } from '../../src/mocks/fixtures'
import { hangMs } from '../system'
import { portal } from '../portal'
import type { Engine, Size } from './engine'
import { PortalTab } from './portalTab'

type Device = 'desktop' | 'phone'

/** A desktop and a phone (an iPhone's width). */
const sizes: readonly (Size & { readonly device: Device })[] = [
  { device: 'desktop', width: 1280, height: 800 },
  { device: 'phone', width: 390, height: 844 },
]

/**
 * The journeys clients take (docs/testing.md, Browsers), written once and run by each engine's file
 * (firefox/webkit.e2e.ts) against its own deployment of the production build, on a desktop and a
 * phone. In Chromium, the same journeys on a phone are stories (stories/PhoneJourneys.stories.tsx),
 * and on a desktop the end-to-end tests' own (keyboard, account and session.e2e.ts).
 */
export function journeys(start: () => Promise<Engine>) {
  let engine: Engine
  beforeAll(async () => {
    engine = await start()
  })
  afterAll(() => engine?.stop())

  async function open(size: Size) {
    const tab = await engine.open(size)
    onTestFinished(() => tab.close())
    return new PortalTab(tab, portal.portalUrl)
  }

  /** No uncaught error and no console error in the journey. */
  async function expectClean(portalTab: PortalTab, allowed?: RegExp) {
    const problems = await portalTab.tab.problems()
    expect(problems.filter((problem) => !allowed?.test(problem))).toEqual([])
  }

  describe.each(sizes)('on a $device ($width px)', (size) => {
    const phone = size.width < 600

    /** A viewer action: in the bar on a desktop, behind More actions on a phone. */
    async function viewerAction(portalTab: PortalTab, name: string, role = 'button') {
      if (phone) await portalTab.click({ role: 'button', name: 'More actions' })
      await portalTab.click({ role, name })
    }

    it('signs in after a wrong password, and logs out', async () => {
      const portalTab = await open(size)
      await portalTab.signInForm()
      await portalTab.fill('Email *', demoUser.email)
      await portalTab.fill('Password *', 'not-the-password')
      await portalTab.click({ role: 'button', name: 'Login' })
      await portalTab.see({ text: 'Invalid email or password.' })
      // Another try: the email is still there.
      await portalTab.replace('Password *', demoUser.password)
      await portalTab.click({ role: 'button', name: 'Login' })
      await portalTab.arrives('Dashboard')
      expect(await portalTab.address()).toBe('/client')

      await portalTab.click({ role: 'button', name: 'Logout' })
      await portalTab.arrives('Sign in')
      await portalTab.see({ text: 'Logged out successfully!' })
      // The refused password's 401, which an engine may list as a console error (Chromium does).
      await expectClean(portalTab, /status of 401/)
    })

    it('finds an advertiser, opens the report and uses every viewer action', async () => {
      const portalTab = await open(size)
      await portalTab.signIn(scaleUser.email, scaleUser.password)
      await portalTab.click({ role: 'link', name: dashboardTiles['Social Analytics'] })
      await portalTab.arrives('Social Analytics')
      await portalTab.click({ role: 'link', name: 'Facebook' })
      await portalTab.arrives('Facebook Analytics')
      // 2,000 advertisers: the search narrows the list, then the select chooses.
      await portalTab.fill('Find advertiser', 'coffee co. 0004')
      await portalTab.choose('Advertiser', 'West Coffee Co. 0004')
      await portalTab.click({ role: 'button', name: 'View Report' })
      await portalTab.arrives('Facebook Analytics · West Coffee Co. 0004')
      // The focus goes into the viewer, on its heading (docs/accessibility.md), in every engine.
      await portalTab.focused({
        role: 'heading',
        level: 1,
        name: 'Facebook Analytics · West Coffee Co. 0004',
      })
      await portalTab.see({ text: 'Report loaded' })

      // Full screen where the engine offers it for the report (not an iPhone): in and out.
      const canFill = await portalTab.tab.run(() => document.fullscreenEnabled === true, null)
      if (canFill) {
        await viewerAction(portalTab, 'Full screen')
        await portalTab.click({ role: 'button', name: 'Exit full screen' })
        await portalTab.until('full screen ends', () =>
          portalTab.tab.run(() => document.fullscreenElement === null, null),
        )
        // The bar as it was: what a client waits to see before the next action.
        await portalTab.gone({ role: 'button', name: 'Exit full screen' })
        // Back where it started: on the button, or on a phone the menu's button.
        await portalTab.focused({ role: 'button', name: phone ? 'More actions' : 'Full screen' })
      } else {
        // The actions shown (on a phone, the menu open), and no Full screen among them.
        if (phone) await portalTab.click({ role: 'button', name: 'More actions' })
        await portalTab.see({ role: 'button', name: 'Reload report' })
        expect(await portalTab.query({ role: 'button', name: 'Full screen' })).toBeNull()
        if (phone) await portalTab.press('Escape')
      }

      // Open in new tab: the report's own address.
      await viewerAction(portalTab, 'Open in new tab', 'link')
      let opened: string[] = []
      await portalTab.until('the report opens in a new tab', async () => {
        opened = await portalTab.tab.openedTabs()
        return opened.length > 0
      })
      const framed = await portalTab.tab.run(() => document.querySelector('iframe')?.src, null)
      expect(framed?.startsWith(portal.reportOrigin)).toBe(true)
      expect(opened).toEqual([framed])

      // Reload report: the loader, then the report again.
      await portalTab.watch('Loading your Facebook report…')
      await viewerAction(portalTab, 'Reload report')
      await portalTab.saw('Loading your Facebook report…')
      await portalTab.see({ text: 'Report loaded' })

      // Copy link: copied, or (a refused clipboard) the address shown to copy by hand.
      const address = `${portal.portalUrl}${await portalTab.address()}`
      // 'Link copied' shows for 3 s: watched, not polled.
      await portalTab.watch('Link copied')
      await viewerAction(portalTab, 'Copy link')
      await portalTab.until('Copy link answers', async () => {
        if (await portalTab.shown('Link copied')) {
          console.log(`[engines] ${engine.name} ${size.device}: Copy link copied the link`)
          return true
        }
        const field = await portalTab.query({ label: 'Link to this report' })
        if (!field) return false
        // The field has the focus, its text selected, for one keystroke to copy it.
        await portalTab.focused({ label: 'Link to this report' })
        const shown = await portalTab.tab.run(
          () => (document.activeElement as HTMLInputElement).value,
          null,
        )
        expect(shown).toBe(address)
        await portalTab.click({ role: 'button', name: 'Done' })
        console.log(`[engines] ${engine.name} ${size.device}: Copy link showed the link to copy`)
        return true
      })

      // Previous Page closes the viewer: the page it opened from.
      await portalTab.click({ role: 'button', name: 'Previous Page' })
      await portalTab.arrives('Facebook Analytics')
      // The focus returns to View Report, whatever the engine does with a clicked button's.
      await portalTab.focused({ role: 'button', name: 'View Report' })
      await expectClean(portalTab)
    })

    it('reads AI Optimizations and Notifications, and changes the password in Settings', async () => {
      const portalTab = await open(size)
      onTestFinished(async () => {
        // The demo password back for the other journeys of this file's backend.
        const reset = await fetch(`${portal.apiOrigin}/__faults`, { method: 'POST', body: '{}' })
        expect(reset.ok).toBe(true)
      })
      await portalTab.signIn(demoUser.email, demoUser.password)

      await portalTab.click({ role: 'link', name: dashboardTiles.Sherloc })
      await portalTab.arrives('AI Optimizations')
      await portalTab.choose('Advertiser', 'Northwind Outdoor Co.')
      await portalTab.until('the KPIs show', async () => {
        const roas = await portalTab.query({ role: 'textbox', name: 'ROAS' })
        return (
          roas !== null &&
          (await portalTab.tab.run(
            () => [...document.querySelectorAll('input')].some((input) => input.value === '3.86x'),
            null,
          ))
        )
      })
      await portalTab.click({ role: 'link', name: 'Back to Dashboard' })
      await portalTab.arrives('Dashboard')

      await portalTab.click({ role: 'link', name: dashboardTiles.Notifications })
      await portalTab.arrives('Notification Preferences')
      await portalTab.see({ text: demoUser.email })
      await portalTab.click({ role: 'checkbox', name: 'SMS Updates' })
      await portalTab.click({ role: 'button', name: 'Save' })
      await portalTab.see({
        text: 'Saving preferences is not available yet. Your choices have not been saved.',
      })
      await portalTab.click({ role: 'link', name: 'Back to Dashboard' })
      await portalTab.arrives('Dashboard')

      await portalTab.click({ role: 'link', name: dashboardTiles.Settings })
      await portalTab.arrives('Settings')
      // The profile first, as a client waits for it: its arrival moves Edit Password down, and
      // a click aimed at the button's old place would miss it.
      await portalTab.see({ text: demoUser.name })
      await portalTab.click({ role: 'button', name: 'Edit Password' })
      await portalTab.see({ role: 'dialog', name: 'Edit Password' })
      await portalTab.fill('New Password *', 'engine-password')
      await portalTab.fill('Confirm Password *', 'engine-password')
      await portalTab.click({ role: 'button', name: 'Save' })
      await portalTab.see({ text: 'Password updated successfully!' })
      await portalTab.gone({ role: 'dialog', name: 'Edit Password' })
      await expectClean(portalTab)
    })

    // Once, on the desktop: the worker is the same on a phone. Not declared on the phone at all,
    // so the run lists no skipped test.
    if (phone) return
    it("comes back to a page the portal's service worker answers", async () => {
      const portalTab = await open(size)
      await portalTab.signIn(demoUser.email, demoUser.password)
      // The first visit installs the worker; a page opened once it has is answered by it.
      await expect
        .poll(
          async () => {
            await portalTab.goto('/dashboard')
            await portalTab.arrives('Dashboard')
            return portalTab.tab.run(() => Boolean(navigator.serviceWorker?.controller), null)
          },
          { timeout: hangMs, interval: 500 },
        )
        .toBe(true)
      await expectClean(portalTab)
    })
  })
}
