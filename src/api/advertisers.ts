import type { ApiClient } from './client'
import { toAdvertisers, type Advertiser } from '../domain/advertisers'
import { messages } from '../domain/messages'
import { shapeError } from './errors'

/** GET /api/advertisers?email=: the advertisers this client may see; the body must be an array. */
export function listAdvertisers(api: ApiClient, email: string, signal?: AbortSignal) {
  return api.request<Advertiser[]>({
    method: 'GET',
    path: `/api/advertisers?email=${encodeURIComponent(email)}`,
    auth: 'bearer',
    signal,
    parse: (data) => {
      if (!Array.isArray(data)) throw shapeError(messages.advertisersBadShape)
      return toAdvertisers(data)
    },
  })
}
