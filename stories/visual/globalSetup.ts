// Before the storybook project runs, a difference from the environment the baselines were taken
// in is said once (again by any screenshot that then fails); `--update` records this machine's.
import type { TestProject } from 'vitest/node'
import { environmentDifference, recordEnvironment } from './environment'
import { screenshotsCompared } from './matchScreenshot'

export default function setup(project: TestProject) {
  if (project.vitest.config.snapshotOptions.updateSnapshot === 'all') recordEnvironment()
  const difference = environmentDifference()
  if (difference) console.warn(`Visual baselines: ${difference}`)
  // At the end: how many captures were compared, so a run that compared none says so.
  return () => console.info(`Screenshots compared: ${screenshotsCompared()}`)
}
