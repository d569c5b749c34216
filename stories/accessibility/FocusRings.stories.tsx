import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { contrast } from '../../src/domain/colour.mjs'
import { appStoryParameters } from '../support/appStories'
import {
  dashboard,
  facebookPage,
  inBothThemes,
  pastTransitions,
  show,
  startFromTop,
  walk,
  type Theme,
} from '../support/accessibilityWalk'
import { PortalApp, storeDemoSession } from '../support/PortalApp'
import { testBrowser } from '../support/testBrowser'

/**
 * Focus visible, and its contrast (WCAG 2.4.7, 1.4.11): every control Tab reaches shows a ring of
 * at least 3:1 against the page and the panels, in both themes. The keys are the browser's own
 * (Vitest's), so the focus moves and shows as a client's would: played by Vitest only.
 */
const meta = preview.meta({
  title: 'Accessibility/Focus rings',
  component: PortalApp,
  tags: ['!dev'],
  parameters: appStoryParameters,
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
})

/** `rgb(r, g, b)` as numbers. */
function rgbOf(colour: string): number[] {
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
}

/**
 * The colours a ring is seen against, the page's and a panel's, read with the ring itself: in the
 * theme the check is for, else it throws, naming the theme the page showed.
 */
function backgrounds(theme: Theme) {
  const body = getComputedStyle(document.body)
  if (body.colorScheme !== theme) {
    throw new Error(`The page showed ${body.colorScheme} while its ${theme} rings were measured.`)
  }
  const panel = document.querySelector('main [class*="panel"]') ?? document.body
  return [body, getComputedStyle(panel)].map((style) => rgbOf(style.backgroundColor))
}

/**
 * The focused control's ring once its transition has ended: its name and colour, or null when the focus shows none (not `:focus-visible`).
 */
async function focusRing() {
  await pastTransitions()
  const element = document.activeElement
  if (!element || element === document.body || !element.matches(':focus-visible')) return null
  const style = getComputedStyle(element)
  // The ring: the outline where one is drawn (links), else the box-shadow's outer colour
  // (buttons, fields and tiles keep a transparent outline for forced colours).
  const outlined =
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) >= 2 &&
    !/rgba\([^)]*, 0\)|transparent/.test(style.outlineColor)
  const colour = outlined
    ? style.outlineColor
    : (style.boxShadow.match(/rgba?\([^)]*\)/g)?.at(-1) ?? null)
  return { name: element.textContent?.trim().slice(0, 30) ?? element.tagName, colour }
}

export const EveryControlTabReaches = meta.story({
  name: 'Every control Tab reaches, in both themes',
  play: async (tools) => {
    const { userEvent: keys } = await testBrowser()
    await show(tools, dashboard)
    let here = dashboard
    const weak: string[] = []
    const measured: string[] = []
    for (const page of [dashboard, facebookPage]) {
      here = await walk(tools, here, page)
      await tools.canvas.findByRole('combobox', { name: 'Advertiser' })
      const found = await inBothThemes(async (theme) => {
        const lines: string[] = []
        startFromTop()
        for (let press = 0; press < 12; press += 1) {
          await keys.keyboard('{Tab}')
          const ring = await focusRing()
          if (!ring) continue
          measured.push(ring.name)
          const ratios = backgrounds(theme).map((background) =>
            ring.colour ? contrast(rgbOf(ring.colour), background) : 0,
          )
          if (Math.min(...ratios) < 3) {
            lines.push(`"${ring.name}": ${ratios.map((r) => r.toFixed(2)).join(', ')}`)
          }
        }
        return lines
      })
      weak.push(...found.map((line) => `${page.path} ${line}`))
    }
    // Proof the keys reached the controls: a ring never measured is never weak.
    await expect(measured).toContain('Back to Dashboard')
    await expect(weak).toEqual([])
  },
})
