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
  try {
    // The preload's mode and credentials (crossorigin: same-origin), so the browser reuses it.
    // A server that never answers must not keep the portal from starting.
    const response = await fetch(configFileUrl, {
      signal: AbortSignal.timeout(timings.requestTimeoutMs),
    })
    if (!response.ok) throw new Error(`answered ${response.status}`)
    return checked(JSON.parse(await response.text()), allowHttp)
  } catch (error) {
    console.warn(`config.json was not read (${String(error)}); using the build's settings.`)
    return {}
  }
}

/** The valid settings of a parsed file, with a warning for each refused value. */
function checked(file: unknown, allowHttp: boolean): DeploySettings {
  const { settings, problems } = checkSettings(file, { allowHttp })
  for (const { key, why, used } of problems) {
    console.warn(`config.json: ${key} ${why}; ${used === undefined ? 'ignored' : `using ${used}`}.`)
  }
  return settings
}

/** What the server itself says config.json holds now, and for how long it stays so. */
export interface ServerAnswer {
  readonly settings: Settings
  /** The file's `max-age` in milliseconds (0 when it gives none). */
  readonly maxAgeMs: number
}

/**
 * config.json as the server gives it now: never a copy (the service worker's, the browser's), so
 * a password is sent only to the backend it names (src/app/serverSettings.ts). A missing or
 * malformed file is the server's word too (the build's settings, as `readSettings` reads it);
 * no answer, or the server's own failure, rejects: nobody knows what it would say.
 */
export async function askServerSettings(): Promise<ServerAnswer> {
  const response = await fetch(configFileUrl, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(timings.requestTimeoutMs),
  })
  if (response.status >= 500) throw new Error(`config.json answered ${response.status}`)
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')
  let file: unknown = {}
  try {
    if (response.ok) file = JSON.parse(await response.text())
  } catch {
    // Malformed: the build's settings, as the page reading it would use.
  }
  const settings = resolved(checked(file, pageAllowsHttp()))
  return { settings, maxAgeMs: Number(maxAge?.[1] ?? 0) * 1000 }
}

/** A page served over https: never takes a plain http: backend or dashboard from config.json. */
const pageAllowsHttp = () => window.location.protocol !== 'https:'

const resolved = (file: DeploySettings): Settings =>
  Object.freeze(resolveConfig(file, import.meta.env, window.location.origin))

/**
 * config.json over the build's own values (see `resolveConfig`); never fails (a file that cannot
 * be read means the build's values). index.html asks for the file beside the scripts.
 */
export async function readSettings(): Promise<Settings> {
  return resolved(await readConfigFile({ allowHttp: pageAllowsHttp() }))
}
