import { useCallback, useEffect, useRef, useState } from 'react'
import type { Loadable } from '../domain/loadable'
import { timings } from '../domain/timings'
import { errorMessage, isAbort, isUnanswered, logFailure, type FailureTexts } from './errors'

type Submitted<T> = { readonly ok: true; readonly data: T } | { readonly ok: false }

interface Submission<Input, T> {
  /** Idle, loading while the call runs, failed with the message a user reads, or ready. */
  readonly state: Loadable<T>
  /**
   * True while a call has gone unanswered for `timings.writeSlowMs` (10 s): the form says it is
   * still waiting, since a write now waits longer than a read (docs/decisions.md).
   */
  readonly slow: boolean
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
  const [slowRun, setSlowRun] = useState(false)
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
    setSlowRun(false)
    // Only this very call marks itself slow: the one it replaced, aborted, has its timer stopped.
    const slowTimer = window.setTimeout(() => setSlowRun(true), timings.writeSlowMs)
    own.signal.addEventListener('abort', () => window.clearTimeout(slowTimer))
    try {
      const data = await latest.current.call(input, own.signal)
      if (own.signal.aborted) return { ok: false }
      setState({ status: 'ready', data })
      return { ok: true, data }
    } catch (error) {
      if (own.signal.aborted || isAbort(error)) return { ok: false }
      const { what, ...texts } = latest.current.failure
      logFailure(what, error)
      const message = errorMessage(error, texts)
      setState(
        isUnanswered(error)
          ? { status: 'failed', message, maybeDone: true }
          : { status: 'failed', message },
      )
      return { ok: false }
    } finally {
      window.clearTimeout(slowTimer)
    }
  }, [])

  const fail = useCallback((message: string) => setState({ status: 'failed', message }), [])
  const reset = useCallback(() => {
    controller.current?.abort()
    setState({ status: 'idle' })
  }, [])

  const slow = state.status === 'loading' && slowRun
  return { state, slow, submit, fail, reset }
}
