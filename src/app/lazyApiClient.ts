import type { ApiClient, RequestOptions } from '../api/client'
import { ApiError } from '../api/errors'

type ClientConfig = Parameters<typeof import('../api/client').createApiClient>[0]

/**
 * The backend client, its code loaded on the first call (or when `preload` asks), not with
 * /login's first download: the page paints and hydrates without it. A 401 reaches listeners
 * added before the code arrived.
 */
export function lazyApiClient(config: ClientConfig): ApiClient & { preload(): void } {
  const listeners = new Set<(token: string) => void>()
  let client: Promise<ApiClient> | null = null
  const load = () =>
    (client ??= import('../api/client').then(
      ({ createApiClient }) => {
        const made = createApiClient(config)
        made.onUnauthorized((token) => listeners.forEach((listener) => listener(token)))
        return made
      },
      (error: unknown) => {
        client = null // The next call tries again.
        throw new ApiError('network', `The portal's code for calls did not load: ${String(error)}`)
      },
    ))
  return {
    preload: () => void load().catch(() => {}),
    request: <T>(options: RequestOptions<T>) => load().then((made) => made.request(options)),
    onUnauthorized(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
