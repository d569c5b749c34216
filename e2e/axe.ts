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
 * `bypassCSP` (axe is added as a script).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(wcagViolations, {})
}

/**
 * The same on the page's own document, not inside the frames in it: a Docs page of Storybook.
 * What it draws in a frame is a story, checked where it plays, in its own canvas, with every
 * rule, in light, dark and forced colours (the `storybook` project); the frames' names are the
 * page's, and checked here.
 */
export async function axeViolationsOfPage(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(wcagViolations, { iframes: false })
}
