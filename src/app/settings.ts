import { createContext, use } from 'react'
import { createApiClient, type ApiClient } from '../api/client'
import { readValidToken } from '../auth/credentials'
import { readConfigFile, resolveConfig } from './configFile'

/** The deployment's settings (README, Deploying): read once, never changed afterwards. */
export type Settings = ReturnType<typeof resolveConfig>

/**
 * config.json over the build's own values (see `resolveConfig`); never fails (a file that cannot
 * be read means the build's values). index.html asks for the file beside the scripts.
 */
export async function readSettings(): Promise<Settings> {
  return Object.freeze(
    resolveConfig(await readConfigFile(), import.meta.env, window.location.origin),
  )
}

/**
 * The backend client for settings being read: a call made before they are here waits for them.
 * (A public page is taken over as soon as its code is here, with the settings on their way.)
 */
export function apiClientFor(settings: Promise<Settings>): ApiClient {
  const client = settings.then(({ apiBaseUrl, requestTimeoutMs }) =>
    createApiClient({ baseUrl: apiBaseUrl, getToken: readValidToken, timeoutMs: requestTimeoutMs }),
  )
  return {
    request: async (options) => (await client).request(options),
    onUnauthorized(listener) {
      let stop: (() => void) | null = null
      let stopped = false
      void client.then((made) => {
        if (!stopped) stop = made.onUnauthorized(listener)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}

export const SettingsContext = createContext<Settings | null>(null)

/** The settings, once read (the signed-in pages always have them: App.tsx waits for them). */
export function useSettings(): Settings {
  const settings = use(SettingsContext)
  if (!settings) throw new Error('useSettings needs the settings read, in SettingsContext')
  return settings
}
