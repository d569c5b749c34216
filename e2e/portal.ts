import { inject } from 'vitest'
import { deployPortal, type Deployed } from './deploy'

/**
 * The portal the running end-to-end file drives: its own copy of the build behind its own nginx,
 * with its own backend and report pages (e2e/deploy.ts). e2e/eachFile.ts, the end-to-end projects'
 * setup file, deploys one before each test file loads and stops it after the file; so files run
 * side by side and a fault, a changed password or a timed run in one never reaches another.
 *
 * A worker runs file after file with its modules kept (`isolate: false`, vite.config.ts), so these
 * are live bindings, set again for each file; a file reads them when it loads, or later.
 */
export let portal: Deployed
export let portalUrl: string
export let reportOrigin: string

export async function deployForFile(): Promise<Deployed> {
  portal = await deployPortal(inject('builtDir'))
  ;({ portalUrl, reportOrigin } = portal)
  return portal
}
