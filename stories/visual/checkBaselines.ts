// The screenshot baseline of every Screens and Components story, in light and in dark, at the
// story's viewport (README, Visual baselines). A difference beyond the tolerance in vite.config.ts
// fails the test and writes the reference, actual and diff images under test-results/visual.
// Four test files (a part and a theme each) call `checkBaselines`, so two browser tabs share the
// work.
import { afterEach, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { viewports } from '../../.storybook/viewports'

interface StoryLike {
  readonly composed: {
    readonly globals: Record<string, unknown>
    readonly parameters: Record<string, unknown>
  }
  readonly meta: { readonly input: { readonly title?: string } }
  run(context?: {
    globals?: Record<string, unknown>
    parameters?: Record<string, unknown>
  }): Promise<void>
}

function isStory(value: unknown): value is StoryLike {
  return typeof value === 'object' && value !== null && '_tag' in value && value._tag === 'Story'
}

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/components/**/*.stories.tsx', '../../src/screens/**/*.stories.tsx'],
  { eager: true },
)

/** Lower-case words joined by dashes, as Storybook writes ids: 'Screens/Login', 'FilledIn'. */
function slug(text: string) {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Every story with its Storybook id (`screens-login--idle`), which names its baselines. */
const stories = Object.values(modules)
  .flatMap((module) =>
    Object.entries(module).flatMap(([exportName, story]) =>
      isStory(story)
        ? [[`${slug(story.meta.input.title ?? '')}--${slug(exportName)}`, story] as const]
        : [],
    ),
  )
  .sort(([a], [b]) => a.localeCompare(b))

export type Theme = 'light' | 'dark'
/** The Storybook folder a story is in: 'Components/Button' is in components. */
export type Part = 'components' | 'screens'

/** The story's viewport (its `globals.viewport`), desktop when it names none. */
function sizeOf(story: StoryLike) {
  const viewport = story.composed.globals.viewport as { value?: string } | undefined
  const name = viewport?.value === 'phone' ? 'phone' : 'desktop'
  const { width, height } = viewports[name].styles
  return { name, width: parseInt(width, 10), height: parseInt(height, 10) }
}

function addStyle(css: string) {
  const style = document.createElement('style')
  style.textContent = `*, *::before, *::after { ${css} }`
  document.head.append(style)
  return () => style.remove()
}

/**
 * No transitions from the start: a changed `transition-duration` does not stop one already
 * running, and a focus ring still fading out when the baseline was taken left stale pixels
 * under a field that a later run did not have.
 */
const noTransitions = () => addStyle('transition: none !important;')

/**
 * Nothing moves while a baseline is taken: animations jump to their end and the caret is
 * hidden. Added once the play function has run, so the story plays as it always does (a screen
 * that fades in after a delay still starts hidden).
 */
const holdStill = () =>
  addStyle(`animation-duration: 0s !important; animation-delay: 0s !important;
    caret-color: transparent !important;`)

const releases: (() => void)[] = []

/** One test per story of `part`, in `theme`: each story's play, then its screenshot. */
export function checkBaselines(part: Part, theme: Theme) {
  afterEach(() => {
    releases.splice(0).forEach((release) => release())
    document.documentElement.removeAttribute('data-theme')
  })

  it.each(stories.filter(([id]) => id.startsWith(`${part}-`)))('%s', async (id, story) => {
    const size = sizeOf(story)
    await page.viewport(size.width, size.height)
    const { globals, parameters } = story.composed
    releases.push(noTransitions())
    await story.run({
      globals: { ...globals, theme },
      // The storybook project checks accessibility in light; here it is checked in dark.
      parameters: theme === 'dark' ? parameters : { ...parameters, a11y: { test: 'off' } },
    })
    releases.push(holdStill())
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${id}--${theme}`)
  })
}
