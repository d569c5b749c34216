import { useCallback, useEffect, useRef, useState } from 'react'
import type { Loadable } from '../domain/loadable'
import { errorMessage, isAbort, logFailure } from './errors'
import type { FailureTexts } from './useRequest'

type Submitted<T> = { readonly ok: true; readonly data: T } | { readonly ok: false }

interface Submission<Input, T> {
  /** Idle, loading while the call runs, failed with the message a user reads, or ready. */
  readonly state: Loadable<T>
  /**
   * Runs the call (aborting one still running) and says how it went: the data, or not ok when
   * it failed (the state then holds the message) or was aborted (nothing to say).
   */
  submit(input: Input): Promise<Submitted<T>>
  /** Fails without a call, or after one: invalid input, an answer the form cannot use. */
  fail(message: string): void
  /** Back to idle, aborting a call still running. */
  reset(): void
}

/**
 * The one way to write to the backend: every form (sign in, forgot password, change password)
 * is built on it. A call still running when the component leaves is aborted; a failure is logged
 * and becomes the message section 8 names.
 */
export function useSubmit<Input, T>(
  call: (input: Input, signal: AbortSignal) => Promise<T>,
  failure: FailureTexts,
): Submission<Input, T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const latest = useRef({ call, failure })
  useEffect(() => {
    latest.current = { call, failure }
  })
  useEffect(() => () => controller.current?.abort(), [])

  const submit = useCallback(async (input: Input): Promise<Submitted<T>> => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    setState({ status: 'loading' })
    try {
      const data = await latest.current.call(input, own.signal)
      if (own.signal.aborted) return { ok: false }
      setState({ status: 'ready', data })
      return { ok: true, data }
    } catch (error) {
      if (own.signal.aborted || isAbort(error)) return { ok: false }
      const { what, ...texts } = latest.current.failure
      logFailure(what, error)
      setState({ status: 'failed', message: errorMessage(error, texts) })
      return { ok: false }
    }
  }, [])

  const fail = useCallback((message: string) => setState({ status: 'failed', message }), [])
  const reset = useCallback(() => {
    controller.current?.abort()
    setState({ status: 'idle' })
  }, [])

  return { state, submit, fail, reset }
}
