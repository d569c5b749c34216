// Forced colours (Windows contrast themes) on every Screens and Components story: once a story has
// played and been captured in dark, the page is switched to forced colours and axe's colour rules
// run on what it shows (README, Accessibility). The markup is the same in every mode, so axe's
// other rules, already run in light, would only repeat themselves.
import axe from 'axe-core'
import { expect } from 'vitest'
import { commands } from 'vitest/browser'
import { clearTextFill, paintForcedTextFill } from '../../e2e/forcedTextFill'
import type { StoryLike } from './stories'

/** The axe rules whose outcome the colours can change. */
export const colourRules = ['color-contrast', 'link-in-text-block']

interface A11yParameters {
  test?: string
  config?: { rules?: { id: string; enabled: boolean }[] }
}

/**
 * axe's colour rules on the page as story `story` left it, in forced colours, with the story's own
 * rule settings and the part of the page addon-a11y checks: the violations, one line each.
 */
async function violationsInForcedColours(story: StoryLike) {
  const a11y = story.composed.parameters.a11y as A11yParameters | undefined
  if (a11y?.test === 'off') return []
  await commands.emulateForcedColours(true)
  try {
    // Proof the mode took: otherwise this would only repeat the light check.
    expect(matchMedia('(forced-colors: active)').matches).toBe(true)
    paintForcedTextFill()
    axe.reset()
    axe.configure({ rules: a11y?.config?.rules ?? [] })
    const result = await axe.run(
      { include: document.body, exclude: ['.sb-wrapper', '#storybook-highlights-root'] },
      { runOnly: { type: 'rule', values: colourRules } },
    )
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  } finally {
    clearTextFill()
    await commands.emulateForcedColours(false)
  }
}

/** Fails when a colour rule of axe finds a violation on the story's page in forced colours. */
export async function expectForcedColoursPass(story: StoryLike) {
  expect(await violationsInForcedColours(story), 'axe in forced colours').toEqual([])
}
