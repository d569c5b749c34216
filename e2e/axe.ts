import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright'
import { wcagViolations } from '../stories/support/layoutChecks'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe's WCAG 2.x A and AA rules on the page as it is now, one line per violation (the rules and
 * the lines are the stories' own: stories/support/layoutChecks.ts). Needs a page opened with
 * `bypassCSP` (axe is added as a script). `iframes: false` leaves out the frames of a Docs page
 * of Storybook: each is a story, checked where it plays with every rule (the `storybook`
 * project); the frames' names are the page's, and checked here.
 */
export async function axeViolations(page: Page, { iframes = true } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(wcagViolations, { iframes })
}
