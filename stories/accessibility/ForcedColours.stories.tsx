import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { messages } from '../../src/domain/messages'
import { appStoryParameters } from '../support/appStories'
import {
  axeViolations,
  facebookPage,
  pastTransitions,
  settingsPage,
  show,
  startFromTop,
  walkSignInAndMainPages,
} from '../support/accessibilityWalk'
import { clearTextFill, paintForcedTextFill } from '../support/forcedTextFill'
import { PortalApp, storeDemoSession } from '../support/PortalApp'
import { testBrowser } from '../support/testBrowser'

/**
 * Forced colours (Windows contrast themes, WCAG 1.4.11): axe on every page, the focus ring on
 * every kind of control, and a popup's edge. Forced colours are the test browser's to turn on
 * (a browser command, vite.config.ts): played by Vitest only.
 */
const meta = preview.meta({
  title: 'Accessibility/Forced colours',
  component: PortalApp,
  tags: ['!dev'],
  parameters: appStoryParameters,
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
})

/** Runs `check` with forced colours on, then turns them off and takes off the painted fill. */
async function inForcedColours(check: () => Promise<void>) {
  const { commands } = await testBrowser()
  await commands.emulateForcedColours(true)
  try {
    await expect(matchMedia('(forced-colors: active)').matches, 'forced colours').toBe(true)
    await pastTransitions()
    await check()
  } finally {
    clearTextFill()
    await commands.emulateForcedColours(false)
    // The next story in this tab starts from the page's own colours.
    await pastTransitions()
  }
}

/** axe on the page as it is painted (forcedTextFill.ts says why the fill is set). */
function forcedViolations() {
  paintForcedTextFill()
  return axeViolations()
}

/** Every public page, then every kind of signed-in page, passes axe. */
export const EveryPagePassesAxe = meta.story({
  name: 'Every page passes axe',
  args: { path: '/login' },
  beforeEach: () => {
    localStorage.clear()
  },
  play: (tools) =>
    inForcedColours(async () => {
      const violations = await walkSignInAndMainPages(tools, forcedViolations)
      await expect(violations).toEqual([])
    }),
})

/**
 * The ring is an outline there, on every kind of control (the shadow the portal draws otherwise
 * is dropped, and the transparent outline kept for this is painted). View Report, which needs an
 * advertiser first, is drawn in the system's grey.
 */
export const FocusedControlShowsItsRing = meta.story({
  name: 'A focused control shows its ring',
  args: { path: facebookPage.path },
  play: (tools) =>
    inForcedColours(async () => {
      const { userEvent: keys } = await testBrowser()
      await show(tools, facebookPage)
      await tools.canvas.findByRole('combobox', { name: 'Advertiser' })
      startFromTop()
      const rings: string[] = []
      for (let press = 0; press < 7; press += 1) {
        await keys.keyboard('{Tab}')
        await pastTransitions()
        const element = document.activeElement ?? document.body
        const style = getComputedStyle(element)
        const painted = !/transparent|rgba\([^)]*, 0\)/.test(style.outlineColor)
        const ring = `${style.outlineStyle} ${parseFloat(style.outlineWidth) >= 2} ${painted}`
        const name = element.textContent?.trim().slice(0, 20)
        rings.push(`${element.tagName.toLowerCase()} "${name}": ${ring}`)
      }
      await expect(rings.filter((ring) => !ring.endsWith('solid true true'))).toEqual([])
      await expect(rings.map((ring) => ring.split(' ')[0])).toEqual(
        expect.arrayContaining(['a', 'button', 'select']),
      )
      const grey = document.createElement('span')
      grey.style.color = 'GrayText'
      document.body.append(grey)
      try {
        const viewReport = tools.canvas.getByRole('button', { name: 'View Report' })
        await expect(getComputedStyle(viewReport).color).toBe(getComputedStyle(grey).color)
      } finally {
        grey.remove()
      }
    }),
})

/** An open report, once its loader has gone. */
export const OpenReportPassesAxe = meta.story({
  name: 'An open report passes axe',
  args: { path: `${facebookPage.path}?advertiser=adv-001&view=report` },
  play: ({ canvas }) =>
    inForcedColours(async () => {
      await canvas.findByText(messages.reportLoaded)
      await expect(await forcedViolations()).toEqual([])
    }),
})

/** Forced colours drop box shadows: a popup drawn only by its shadow loses its edge (issue 45). */
export const EditPasswordDialogKeepsItsEdge = meta.story({
  name: 'The Edit Password dialog keeps a painted edge',
  args: { path: settingsPage.path },
  play: (tools) =>
    inForcedColours(async () => {
      const { canvas, userEvent } = tools
      await show(tools, settingsPage)
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Password' }))
      const dialog = await canvas.findByRole('dialog', { name: 'Edit Password' })
      await pastTransitions()
      const edge = getComputedStyle(dialog)
      await expect(edge.borderTopStyle).toBe('solid')
      await expect(parseFloat(edge.borderTopWidth)).toBeGreaterThanOrEqual(1)
      await expect(edge.borderTopColor).not.toMatch(/transparent|rgba\([^)]*, 0\)/)
    }),
})
