import { defineConfig } from 'vitest/config'
import { unitProjects } from './scripts/unitProjects.ts'

/**
 * The mutation run's Vitest (stryker.config.mjs): the unit projects alone. Stryker's Vitest runner
 * cannot pick projects by name, and a mutant must never start the story or end-to-end projects'
 * browsers.
 */
export default defineConfig({ test: { projects: unitProjects } })
