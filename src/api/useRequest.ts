import { useCallback, useEffect, useRef, useState } from 'react'
import type { Loadable } from '../domain/loadable'
import { errorMessage, isAbort, logFailure, type ErrorTexts } from './errors'

/** What a failed read is called on the console, and the texts its message is chosen from. */
export interface FailureTexts extends ErrorTexts {
  /** 'Loading advertisers', say: the console reads 'Loading advertisers failed.'. */
  readonly what: string
}

type Settled<T> = Extract<Loadable<T>, { status: 'failed' | 'ready' }>

/**
 * The one way to read from the backend. Runs `load` whenever `key` changes (null runs nothing:
 * idle), aborting the run it replaces or that is running when the component leaves. The state
 * belongs to its key, so a stale answer never shows under a new key, and asking again for the
 * key already loaded is skipped. A failure is logged and becomes the message section 8 names; it
 * carries `retry`, which runs the same key again (loading, then its new answer) without leaving
 * the page, and which runs by itself, once, when the device comes back online.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  failure: FailureTexts,
): Loadable<T> {
  const [result, setResult] = useState<{ key: string; run: number; state: Settled<T> } | null>(null)
  // Each retry is a new run of the same key; a changed key starts from whatever run it is.
  const [run, setRun] = useState(0)
  const retry = useCallback(() => setRun((count) => count + 1), [])
  const latest = useRef({ load, failure })
  useEffect(() => {
    latest.current = { load, failure }
  })

  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, run, state: { status: 'ready', data } })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return
        const { what, ...texts } = latest.current.failure
        logFailure(what, error)
        const message = errorMessage(error, texts)
        setResult({ key, run, state: { status: 'failed', message, retry } })
      },
    )
    return () => controller.abort()
  }, [key, run, retry])

  // A failed load is tried again, once, by itself when the device comes back online: the promise
  // of the shell's offline notice (docs/decisions.md). Try again stays for any other failure.
  const shown = result?.key === key && result.run === run ? result.state : null
  const failedNow = key !== null && shown?.status === 'failed'
  useEffect(() => {
    if (!failedNow) return
    window.addEventListener('online', retry, { once: true })
    return () => window.removeEventListener('online', retry)
  }, [failedNow, retry])

  if (key === null) return { status: 'idle' }
  return shown ?? { status: 'loading' }
}
