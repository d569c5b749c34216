import { inject } from 'vitest'
import { deployPortal, type Deployed } from './deploy'

/**
 * The portal the running end-to-end file drives, deployed for it alone by e2e/eachFile.ts, so a
 * fault or a changed password in one file never reaches another. Live bindings, set again for
 * each file: a worker keeps its modules from file to file (`isolate: false`).
 */
export let portal: Deployed
export let portalUrl: string
export let reportOrigin: string

export async function deployForFile(): Promise<Deployed> {
  portal = await deployPortal(inject('builtDir'))
  ;({ portalUrl, reportOrigin } = portal)
  return portal
}
