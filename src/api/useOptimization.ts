import type { Loadable } from '../domain/loadable'
import { messages } from '../domain/messages'
import type { Optimization } from '../domain/optimizations'
import { useApi } from './ApiContext'
import { getOptimization } from './optimizations'
import { useRequest } from './useRequest'

/**
 * An advertiser's optimisation data by its key (id, else name). Asking again for the key already
 * loaded is skipped, and a request still running when the key changes is aborted (useRequest).
 * The AI page shows no failure (spec section 8): its values stay empty.
 */
export function useOptimization(key: string | null): Loadable<Optimization> {
  const api = useApi()
  return useRequest(
    key === null ? null : `optimization:${key}`,
    (signal) => getOptimization(api, key ?? '', signal),
    {
      what: 'Loading optimization data',
      fallback: messages.optimizationFailed,
      network: messages.pageNetwork,
    },
  )
}
