import { expect, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { facebookPage, pastTransitions } from '../support/accessibilityWalk'
import { PortalApp, storeDemoSession, type PlayTools } from '../support/PortalApp'
import { findByRoleAndText } from '../support/queries'
import { testBrowser } from '../support/testBrowser'

/**
 * Motion (WCAG 2.3.3, 2.2.2): with reduced motion asked for, as every story browser asks
 * (vite.config.ts), the report's loader stands still and still says it is loading. Turning the
 * preference off is the test browser's to do (a browser command): played by Vitest only.
 */
const meta = preview.meta({
  title: 'Accessibility/Motion',
  component: PortalApp,
  tags: ['!dev'],
  parameters: appStoryParameters,
  args: { path: `${facebookPage.path}?advertiser=adv-001&view=report` },
  beforeEach: () => {
    storeDemoSession()
  },
})

/** The report's loader: it shows for at least four seconds (spec section 2). */
function findLoader({ canvas }: PlayTools) {
  return findByRoleAndText(canvas, 'status', 'Loading your Facebook report…')
}

/** How many animations run on the page now. */
function running() {
  return document.getAnimations().filter((animation) => animation.playState === 'running').length
}

export const ReducedMotionLoaderStandsStill = meta.story({
  name: 'With reduced motion, the loader stands still and still says it is loading',
  play: async (tools) => {
    const { canvas, userEvent } = tools
    const { commands } = await testBrowser()
    await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true)
    const loader = await findLoader(tools)
    // Each animation ends as it starts (global.css), so none is left running.
    await waitFor(() => expect(running()).toBe(0))
    await expect(loader).toBeVisible()
    // Without the preference, the same loader moves: opened again, its animations run.
    await commands.emulateReducedMotion(false)
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
      await userEvent.click(await canvas.findByRole('button', { name: 'View Report' }))
      await findLoader(tools)
      await expect(running()).toBeGreaterThan(0)
    } finally {
      await commands.emulateReducedMotion(true)
      // A transition started without the preference keeps its length: the next story in this
      // tab starts once they have ended.
      await pastTransitions()
    }
  },
})
