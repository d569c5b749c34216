import { useCallback } from 'react'
import { useApi } from '../../api/ApiContext'
import { listAdvertisers } from '../../api/advertisers'
import { ApiError, isAbort } from '../../api/errors'
import { useRequest, type RequestState } from '../../api/useRequest'
import { useAuth } from '../../auth/AuthContext'
import type { AdvertiserOptions } from '../../components/AdvertiserSelect'
import { advertiserNames, type Advertiser } from '../../domain/advertisers'
import { messages } from '../../domain/messages'

/** The signed-in client's advertisers (GET /api/advertisers?email=), aborted when the page is left. */
export function useAdvertisers(): RequestState<Advertiser[]> {
  const api = useApi()
  const { email } = useAuth()
  const load = useCallback(
    (signal: AbortSignal) =>
      listAdvertisers(api, email ?? '', signal).catch((error: unknown) => {
        if (!isAbort(error)) console.warn('Loading advertisers failed.', error)
        throw error
      }),
    [api, email],
  )
  return useRequest(email ? `advertisers:${email}` : null, load)
}

/** What the advertiser dropdown offers for a request's state; failures read 'Failed to load advertisers.'. */
export function advertiserOptions(state: RequestState<Advertiser[]>): AdvertiserOptions {
  switch (state.status) {
    case 'success':
      return { status: 'ready', names: advertiserNames(state.data) }
    case 'error': {
      const unconfigured = state.error instanceof ApiError && state.error.kind === 'not-configured'
      return {
        status: 'error',
        message: unconfigured ? messages.backendNotConfigured : messages.advertisersFailed,
      }
    }
    default:
      return { status: 'loading' }
  }
}
