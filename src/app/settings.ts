import { resolveConfig, type Settings } from '../domain/portalSettings'
import { checkSettings, type DeploySettings } from '../domain/deploySettings.mjs'
import { timings } from '../domain/timings'

export type { Settings }

/** Where the deploy-time settings live; index.html preloads this very address. */
export const configFileUrl = '/config.json'

/**
 * The valid settings of config.json, read as data (never run). A missing, unreadable or malformed
 * file, and each refused value, is a console warning (naming the key) and leaves the defaults.
 * `allowHttp`: the backend and dashboard addresses may be plain http: (a page served over http:).
 */
export async function readConfigFile({ allowHttp = false } = {}): Promise<DeploySettings> {
  // The rules (with the accent's contrast check) come with the entry: a deployed config.json
  // always holds the backend's address, and a signed-in page's first calls wait for them.
  let file: unknown
  try {
    // The preload's mode and credentials (crossorigin: same-origin), so the browser reuses it.
    // A server that never answers must not keep the portal from starting.
    const response = await fetch(configFileUrl, {
      signal: AbortSignal.timeout(timings.requestTimeoutMs),
    })
    if (!response.ok) throw new Error(`answered ${response.status}`)
    file = JSON.parse(await response.text())
  } catch (error) {
    console.warn(`config.json was not read (${String(error)}); using the build's settings.`)
    return {}
  }
  const { settings, problems } = checkSettings(file, { allowHttp })
  for (const { key, why, used } of problems) {
    console.warn(`config.json: ${key} ${why}; ${used === undefined ? 'ignored' : `using ${used}`}.`)
  }
  return settings
}

/**
 * config.json over the build's own values (see `resolveConfig`); never fails (a file that cannot
 * be read means the build's values). index.html asks for the file beside the scripts.
 */
export async function readSettings(): Promise<Settings> {
  // A page served over https: never takes a plain http: backend or dashboard from config.json.
  const file = await readConfigFile({ allowHttp: window.location.protocol !== 'https:' })
  return Object.freeze(resolveConfig(file, import.meta.env, window.location.origin))
}
