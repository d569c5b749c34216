import { configDefaults, defineConfig } from 'vitest/config'
import { unitProjects } from './scripts/unitProjects.ts'

/**
 * The mutation run's Vitest (stryker.config.mjs): the unit projects alone. Stryker's Vitest runner
 * cannot pick projects by name, and a mutant must never start the story or end-to-end projects'
 * browsers. The runner runs tests in worker threads, whatever a project asks, and a thread cannot
 * change the working directory, as the check of docs/deploying.md's commands does: that file is
 * left to `npm test` (the rules it reaches have their own tests).
 */
export default defineConfig({
  test: {
    projects: unitProjects.map((project) => ({
      ...project,
      test: {
        ...project.test,
        exclude: [...configDefaults.exclude, 'scripts/deployingDoc.test.ts'],
      },
    })),
  },
})
