import { useEffect, useRef, useState } from 'react'
import { isAbort } from './errors'

export type RequestState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown }

type Settled<T> = Extract<RequestState<T>, { status: 'success' | 'error' }>

/**
 * Runs `load` whenever `key` changes (null runs nothing), aborting the run it replaces or that is
 * running when the component leaves. The state belongs to its key, so a stale answer never shows
 * under a new key, and asking again for the key already loaded is skipped.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> {
  const [result, setResult] = useState<{ key: string; state: Settled<T> } | null>(null)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })

  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'success', data } })
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) {
          setResult({ key, state: { status: 'error', error } })
        }
      },
    )
    return () => controller.abort()
  }, [key])

  if (key === null) return { status: 'idle' }
  return result?.key === key ? result.state : { status: 'loading' }
}
