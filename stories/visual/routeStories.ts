// The stories outside Screens and Components: the route stories, the user flows and the design
// tokens page. `npm test` plays them in the visual project (routes.*.test.tsx), in light, beside
// the screenshots, so one browser plays every story.
import { storiesOf } from './stories'

export const routeStories = storiesOf(
  import.meta.glob<Record<string, unknown>>('../*.stories.tsx', { eager: true }),
).concat(
  storiesOf(import.meta.glob<Record<string, unknown>>('../routes/*.stories.tsx', { eager: true })),
)
