import { useCallback, useEffect, useRef, useState } from 'react'

/** How long 'Link copied' stays. */
const copiedShownMs = 3000

/**
 * Where 'Copy link' stands. Each press makes a new state (`at` counts them), so a second copy
 * shows 'Link copied' for its full time and a second refusal selects the address again.
 */
export type CopyState =
  | { readonly status: 'idle' }
  | { readonly status: 'copied'; readonly at: number }
  | { readonly status: 'refused'; readonly at: number }

/** Copies `address` to the clipboard; where it is missing or refuses, the state says so. */
export function useCopyLink(address: string) {
  const [state, setState] = useState<CopyState>({ status: 'idle' })
  const presses = useRef(0)

  useEffect(() => {
    if (state.status !== 'copied') return
    const timer = window.setTimeout(() => setState({ status: 'idle' }), copiedShownMs)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = useCallback(async () => {
    presses.current += 1
    const at = presses.current
    try {
      // Missing outside a secure context, and in some embedded browsers.
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard')
      await navigator.clipboard.writeText(address)
      setState({ status: 'copied', at })
    } catch {
      setState({ status: 'refused', at })
    }
  }, [address])

  const dismiss = useCallback(() => setState({ status: 'idle' }), [])
  return { state, copy, dismiss }
}
