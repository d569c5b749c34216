import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { narrow, narrowDesktop } from '../../.storybook/viewports'
import { appStoryParameters } from '../support/appStories'
import {
  dashboard,
  expectWindowWidth,
  layoutProblemsOf,
  longBrand,
  loginPage,
  publicPages,
  reportPages,
  show,
  signedInPages,
  walk,
} from '../support/accessibilityWalk'
import { PortalApp, storeDemoSession } from '../support/PortalApp'

// Reflow, text spacing and target size (WCAG 1.4.10, 1.4.12, 2.5.8) at 320 px, on every page, in
// both themes, with an agency name as long as config.json allows: the longest header text is the
// hardest case. On each page: no sideways scrolling, nothing cut off or overlapping, no control
// under 24 × 24 px (stories/support/layoutChecks.ts). Each story walks its pages in one app, as a
// client would, and names every page and problem it finds.
/**
 * Every page at the narrowest screen the portal must fit (320 px, also a 1280-px screen zoomed to
 * 400 %), in both themes, under an agency with a name as long as a deployment allows: nothing
 * scrolls sideways, nothing is cut off or drawn over something else, and every control is at least
 * 24 × 24 px. Each state walks its pages as a client would.
 */
const meta = preview.meta({
  title: 'Accessibility/Reflow at 320 px',
  component: PortalApp,
  parameters: appStoryParameters,
  globals: narrow,
  args: { path: '/dashboard', brand: longBrand, address: false },
  beforeEach: () => {
    storeDemoSession()
  },
})

export const PublicPages = meta.story({
  args: { path: '/login' },
  beforeEach: () => {
    localStorage.clear()
  },
  play: async (tools) => {
    await expectWindowWidth(320)
    const problems: string[] = []
    let here = loginPage
    for (const page of publicPages) {
      here = await walk(tools, here, page)
      await show(tools, { ...page, shows: longBrand.name })
      problems.push(...(await layoutProblemsOf(page)))
    }
    await expect(problems).toEqual([])
  },
})

/** Every signed-in page but the reports. */
export const SignedInPages = meta.story({
  play: async (tools) => {
    await expectWindowWidth(320)
    await show(tools, { ...dashboard, shows: longBrand.name })
    const problems: string[] = []
    let here = dashboard
    for (const page of signedInPages) {
      here = await walk(tools, here, page)
      problems.push(...(await layoutProblemsOf(page)))
    }
    await expect(problems).toEqual([])
  },
})

/** The sixteen report pages. */
export const ReportPages = meta.story({
  play: async (tools) => {
    await expectWindowWidth(320)
    await show(tools, dashboard)
    const problems: string[] = []
    let here = dashboard
    for (const page of reportPages) {
      here = await walk(tools, here, page)
      problems.push(...(await layoutProblemsOf(page)))
    }
    await expect(problems).toEqual([])
  },
})

/**
 * The name in the header of a narrow desktop (on a phone it has a line of its own): cut short,
 * with its whole text in the tooltip.
 */
export const HeaderAt700px = meta.story({
  name: 'Header at 700 px',
  globals: narrowDesktop,
  play: async (tools) => {
    await expectWindowWidth(700)
    await show(tools, { ...dashboard, shows: longBrand.name })
    await expect(await layoutProblemsOf('700 px /dashboard')).toEqual([])
  },
})

/** An open report: its bar fits; the frame is the one part WCAG lets need two dimensions. */
export const OpenReport = meta.story({
  args: { path: '/facebook-analytics?advertiser=adv-001&view=report' },
  play: async ({ canvas }) => {
    await expectWindowWidth(320)
    await canvas.findByRole('button', { name: 'More actions' })
    await document.fonts.ready
    await expect(await layoutProblemsOf('open report')).toEqual([])
  },
})
