import { page } from 'vitest/browser'
import { viewportOf, type StoryLike } from './stories'

/**
 * The test of a route story or flow: its play and the accessibility check, in light, at the
 * viewport Storybook's Vitest addon gives it (the one it names, else 1200 × 900), as the storybook
 * project plays it.
 */
export async function playRouteStory(story: StoryLike) {
  const { width, height } = viewportOf(story, { width: 1200, height: 900 })
  await page.viewport(width, height)
  await story.run()
}
