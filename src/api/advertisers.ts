import type { ApiClient } from './client'
import { toAdvertisers, type Advertiser } from '../domain/advertisers'
import { messages } from '../domain/messages'
import { shapeError } from './errors'

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
