import { afterEach, it } from 'vitest'
import { page } from 'vitest/browser'
import { viewports } from '../../.storybook/viewports'
import { routeStories } from './routeStories'
import type { StoryLike } from './stories'

/**
 * The viewport Storybook's Vitest addon gives a story: the one its `globals.viewport` names, else
 * 1200 × 900 (the storybook project plays these stories the same way).
 */
function sizeOf(story: StoryLike) {
  const viewport = story.composed.globals.viewport as { value?: string } | undefined
  const named = viewport?.value === 'phone' || viewport?.value === 'desktop' ? viewport.value : null
  if (!named) return { width: 1200, height: 900 }
  const { width, height } = viewports[named].styles
  return { width: parseInt(width, 10), height: parseInt(height, 10) }
}

/**
 * One test per route story or flow of one half of them (every other one in id order): its play
 * function and the accessibility check, in light, as the storybook project plays it.
 */
export function playRouteStories(half: 1 | 2) {
  afterEach(() => document.documentElement.removeAttribute('data-theme'))

  it.each(routeStories.filter((_, index) => index % 2 === half - 1))('%s', async (_, story) => {
    const { width, height } = sizeOf(story)
    await page.viewport(width, height)
    await story.run()
  })
}
