import { resolveConfig, type Settings } from '../domain/portalSettings'
import { checkSettings, type DeploySettings } from '../domain/deploySettings.mjs'
import { timings } from '../domain/timings'

export type { Settings }

/** index.html preloads this very address. */
export const configFileUrl = '/config.json'

/** Read as data, never run. A file or value refused is a console warning, and the defaults. */
export async function readConfigFile({ allowHttp = false } = {}): Promise<DeploySettings> {
  // The rules come with the entry (not lazily): a signed-in page's first calls wait for them.
  try {
    // The preload's mode and credentials (crossorigin: same-origin), so the browser reuses it.
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

function checked(file: unknown, allowHttp: boolean): DeploySettings {
  const { settings, problems } = checkSettings(file, { allowHttp })
  for (const { key, why, used } of problems) {
    console.warn(`config.json: ${key} ${why}; ${used === undefined ? 'ignored' : `using ${used}`}.`)
  }
  return settings
}

export interface ServerAnswer {
  readonly settings: Settings
  readonly maxAgeMs: number
}

/**
 * Never a copy (the service worker's, the browser's), so a password goes only to the backend it
 * names (serverSettings.ts). No answer, or a 5xx, rejects: nobody knows what it would say.
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

export async function readSettings(): Promise<Settings> {
  return resolved(await readConfigFile({ allowHttp: pageAllowsHttp() }))
}
