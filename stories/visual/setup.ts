// The storybook project's screenshot checks (docs/testing.md, Visual baselines): once a Screens or
// Components story has played, as addon-vitest runs it, the page it left is checked
// (checkBaselines.ts), and a failed check fails the story's test.
import { afterEach, beforeEach, type TestContext } from 'vitest'
import { checkBaselines, holdTransitions, release } from './checkBaselines'
import type { PlayedStory } from './colourChecks'

/** Whether the test plays a story of src/components or src/screens: those have baselines. */
const captured = ({ task }: TestContext) =>
  /\/src\/(components|screens)\/.+\.stories\.tsx$/.test(task.file.filepath)

beforeEach((context) => {
  if (captured(context)) holdTransitions()
})

afterEach(async (context) => {
  try {
    // A story that failed, or did not play, has nothing to compare.
    const { result, meta } = context.task
    const played = result?.state !== 'fail' && result?.state !== 'skip' && !result?.errors?.length
    if (!captured(context) || !played) return
    // One that played is compared, or fails: a check that could not be made is no pass.
    const story = (context as { story?: PlayedStory }).story
    const id = (meta as { storyId?: string }).storyId
    if (!story || !id) {
      const missing = id ? 'story' : 'story id'
      throw new Error(`No screenshot taken: the test's context holds no ${missing} (addon-vitest).`)
    }
    await checkBaselines(id, story)
  } finally {
    await release()
  }
})
