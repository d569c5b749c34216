// The visual project plays stories as the storybook project does (addon-vitest's set-up file):
// the project annotations' beforeAll runs first. For React it wraps every testing-library and
// user-event dispatch in `act`, so a story meets React's act checks here too.
import { beforeAll } from 'vitest'
import preview from '../../.storybook/preview'

beforeAll(async () => {
  await preview.composed.beforeAll?.()
})
