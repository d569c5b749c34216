// Every story play of the visual project, dealt out evenly to its test files (share.N.test.tsx):
// each Screens and Components story, played once and captured in light and in dark, and each
// route story and flow in light. The plays are dealt like cards, one to each file in turn, so
// every file holds the same mix and the browser's tabs end together in whatever order a fresh
// clone starts the files.
import { afterEach, describe, it } from 'vitest'
import { checkBaselines, release } from './checkBaselines'
import { playRouteStory } from './playRouteStory'
import { routeStories } from './routeStories'
import { stories } from './stories'

/** How many files share the plays: two for each of the four tabs (vite.config.ts). */
export const shareCount = 8

const screenshots = stories.map(([id, story]) => ({
  name: `${id} (light and dark)`,
  run: () => checkBaselines(id, story),
}))
const routes = routeStories.map(([id, story]) => ({ name: id, run: () => playRouteStory(story) }))

/** Every `shareCount`-th play, starting at the `share`-th, in order. */
function dealt<T>(plays: T[], share: number) {
  return plays.filter((_, index) => index % shareCount === share - 1)
}

/**
 * The tests of share `share` (1 to `shareCount`): its screenshots under 'screenshots', its route
 * stories under 'route stories' (npm test's table counts them apart).
 */
export function playShare(share: number) {
  afterEach(release)
  describe('screenshots', () => {
    for (const play of dealt(screenshots, share)) it(play.name, play.run)
  })
  describe('route stories', () => {
    for (const play of dealt(routes, share)) it(play.name, play.run)
  })
}
