import { useCallback } from 'react'
import { useApi } from '../../api/ApiContext'
import { isAbort } from '../../api/errors'
import { getOptimization } from '../../api/optimizations'
import type { Optimization } from '../../api/types'
import { useRequest, type RequestState } from '../../api/useRequest'

/**
 * An advertiser's optimisation data by its key (id, else name). Asking again for the key already
 * loaded is skipped, and a request still running when the key changes is aborted (useRequest).
 * Failures are only logged (spec section 8): the page shows empty values.
 */
export function useOptimization(key: string | null): RequestState<Optimization> {
  const api = useApi()
  const load = useCallback(
    (signal: AbortSignal) =>
      getOptimization(api, key ?? '', signal).catch((error: unknown) => {
        if (!isAbort(error)) console.warn(`Loading optimization data for ${key} failed.`, error)
        throw error
      }),
    [api, key],
  )
  return useRequest(key === null ? null : `optimization:${key}`, load)
}
