// Every story outside Screens and Components, found as Storybook finds stories (.storybook/main.ts):
// the route stories, the user flows, the design tokens page, and any story file added later.
// `npm test` plays them in the visual project (shares.ts), in light, so one browser plays every
// story.
import { storiesOf } from './stories'

export const routeStories = storiesOf(
  import.meta.glob<Record<string, unknown>>(
    [
      '../**/*.stories.tsx',
      '../../src/**/*.stories.tsx',
      '!../../src/components/**',
      '!../../src/screens/**',
    ],
    { eager: true },
  ),
)
