// The end-to-end projects' setup file, run before each test file (vite.config.ts): the file's own
// portal (e2e/portal.ts), stopped once the file's tests have run.
import { afterAll } from 'vitest'
import { deployForFile } from './portal'

const deployed = await deployForFile()
afterAll(() => deployed.stop())
