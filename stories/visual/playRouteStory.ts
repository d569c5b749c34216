import { page } from 'vitest/browser'
import { viewports } from '../../.storybook/viewports'
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

/** The test of a route story or flow: its play and the accessibility check, in light. */
export async function playRouteStory(story: StoryLike) {
  const { width, height } = sizeOf(story)
  await page.viewport(width, height)
  await story.run()
}
