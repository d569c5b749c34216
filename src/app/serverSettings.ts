import { ApiError } from '../api/errors'
import { askServerSettings, type ServerAnswer, type Settings } from './settings'

/** The page may have started with the device's copy (docs/deploying.md, On the client's device). */
export interface ServerSettings {
  /** Asked again once older than its `max-age`. Rejects with no connection. */
  read(): Promise<Settings>
  /** When the backend has moved, the page reloads onto it: no password reaches the old one. */
  confirmBackend(): Promise<void>
}

interface Options {
  readonly ask?: () => Promise<ServerAnswer>
  readonly now?: () => number
  readonly reload?: () => void
}

export function createServerSettings(
  inUse: Promise<Settings>,
  {
    ask = askServerSettings,
    now = Date.now,
    reload = () => window.location.reload(),
  }: Options = {},
): ServerSettings {
  let last: { readonly answer: Promise<ServerAnswer>; readonly at: number } | null = null

  async function answer(): Promise<ServerAnswer> {
    if (last) {
      const settled = await last.answer.catch(() => null)
      if (settled && now() - last.at <= settled.maxAgeMs) return settled
    }
    const asked = { answer: ask(), at: now() }
    last = asked
    // A failed ask is asked again next time.
    asked.answer.catch(() => {
      if (last === asked) last = null
    })
    return asked.answer
  }

  return {
    read: async () => (await answer()).settings,
    async confirmBackend() {
      let server: ServerAnswer
      try {
        server = await answer()
      } catch (error) {
        throw new ApiError('network', `The deployment's settings were not read: ${String(error)}`)
      }
      if (server.settings.apiBaseUrl === (await inUse).apiBaseUrl) return
      console.warn("The deployment's backend has moved; reloading the portal onto it.")
      reload()
      throw new ApiError('aborted', 'The portal reloads onto the backend its server names now')
    },
  }
}
