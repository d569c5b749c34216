import { useLayoutEffect, useRef } from 'react'
import type { Loadable } from '../../domain/loadable'

/**
 * 'Try again' for a load that failed (Loadable's `retry`), and where the focus goes after it: the
 * button goes while the load runs, so once it settles the focus moves to `nextRef` (what the load
 * was for) when it succeeded, or back to the button when it failed again, never left on the page.
 * `onTryAgain` is undefined unless the load failed and can be retried.
 */
export function useTryAgain<T extends HTMLElement>(of: Loadable<unknown>) {
  const nextRef = useRef<T>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const asked = useRef(false)
  const { status } = of
  // In the commit that shows the outcome: the focus is there as soon as it is.
  useLayoutEffect(() => {
    if (!asked.current || status === 'loading' || status === 'idle') return
    asked.current = false
    ;(status === 'ready' ? nextRef : buttonRef).current?.focus()
  }, [status])
  const retry = of.status === 'failed' ? of.retry : undefined
  const onTryAgain = retry
    ? () => {
        asked.current = true
        retry()
      }
    : undefined
  return { nextRef, buttonRef, onTryAgain }
}
