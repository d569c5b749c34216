import { afterAll, inject } from 'vitest'
import { deployPortal } from './deploy'

/**
 * The portal this end-to-end file drives: its own copy of the build behind its own nginx, with
 * its own backend and report pages (e2e/deploy.ts). Every file that imports this module gets a
 * fresh one (Vitest loads each test file's modules afresh), so files run side by side and a
 * fault, a changed password or a timed run in one never reaches another.
 */
export const portal = await deployPortal(inject('builtDir'))
afterAll(() => portal.stop())
