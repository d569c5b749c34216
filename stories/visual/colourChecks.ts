// axe's colour rules on a story as it is shown in dark, and in forced colours (Windows contrast
// themes): once a story has played (with every axe rule, in light) and been captured in both
// themes, checkBaselines.ts runs these on the page it left. The markup is the same in every
// theme and mode, so axe's other rules would only repeat themselves.
import axe from 'axe-core'
import { clearTextFill, paintForcedTextFill } from '../support/forcedTextFill'
import { testBrowser } from '../support/testBrowser'

/** The axe rules whose outcome the colours can change. */
const colourRules = ['color-contrast', 'link-in-text-block']

/** A story as Vitest's context holds it once played: its parameters, composed. */
export interface PlayedStory {
  readonly parameters: Record<string, unknown>
}

interface A11yParameters {
  test?: string
  config?: { rules?: { id: string; enabled: boolean }[] }
}

/**
 * axe's colour rules on the page as story `story` left it, with the story's own rule settings and
 * the part of the page addon-a11y checks: the violations, one line each.
 */
async function colourViolations(story: PlayedStory) {
  const a11y = story.parameters.a11y as A11yParameters | undefined
  if (a11y?.test === 'off') return []
  axe.reset()
  axe.configure({ rules: a11y?.config?.rules ?? [] })
  const result = await axe.run(
    { include: document.body, exclude: ['.sb-wrapper', '#storybook-highlights-root'] },
    // Only the violations are read: axe then builds no selector or snippet for what passed.
    { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
  )
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

function expectNone(violations: string[], where: string) {
  if (violations.length > 0) throw new Error(`axe ${where}:\n${violations.join('\n')}`)
}

export async function expectDarkPass(story: PlayedStory) {
  // Proof the theme took: otherwise this would only repeat the light check.
  const scheme = getComputedStyle(document.documentElement).colorScheme
  if (scheme !== 'dark') throw new Error(`The page is not shown in dark (color-scheme ${scheme}).`)
  expectNone(await colourViolations(story), 'in dark')
}

export async function expectForcedColoursPass(story: PlayedStory) {
  const { commands } = await testBrowser()
  await commands.emulateForcedColours(true)
  try {
    if (!matchMedia('(forced-colors: active)').matches) throw new Error('No forced colours.')
    paintForcedTextFill()
    expectNone(await colourViolations(story), 'in forced colours')
  } finally {
    clearTextFill()
    await commands.emulateForcedColours(false)
  }
}
