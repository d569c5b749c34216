// A story file's tests in the visual project (storyFiles.ts ends each Screens and Components story
// file with the call): for each story, one play in light with every axe rule, its screenshots in
// light and dark, and axe's colour rules in dark and in forced colours (checkBaselines.ts).
import { afterEach, it, TestRunner } from 'vitest'
import { checkBaselines, release } from './checkBaselines'
import { storiesOf } from './stories'

/**
 * The tests of the stories among the `exports` of story file `file`, named by their Storybook ids;
 * none when another test file imports it (the checks of the checks, colourChecks.test.tsx).
 */
export function screenshotTests(file: string, exports: Record<string, unknown>) {
  if (TestRunner.getCurrentSuite().file?.filepath !== file) return
  afterEach(release)
  for (const [id, story] of storiesOf({ [file]: exports })) {
    it(`${id} (light and dark)`, () => checkBaselines(id, story))
  }
}
