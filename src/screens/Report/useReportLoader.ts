import { useCallback, useEffect, useRef, useState } from 'react'
import { loaderHideAt, loaderTimeoutAt, type ReportViewPhase } from '../../domain/reportLoader'

type Shown = Exclude<ReportViewPhase, 'selection'>

/**
 * The loader over an open report (spec sections 4 and 9). `openKey` names one opening of the
 * report (the address that opened it, and each 'Reload report'); null while the selection shows.
 * Each opening times afresh: the loader hides 1500 ms after the later of the frame's load and
 * 4000 ms after the opening, and is forced off 30000 ms after it ('slow' when the frame has not
 * loaded by then). The timers stop when the report closes or the page is left. Beside its screen,
 * which takes `phase` and calls `frameLoaded`: the route holds it, as it knows what an opening is.
 */
export function useReportLoader(openKey: string | null) {
  const [state, setState] = useState<{ key: string | null; phase: Shown }>({
    key: openKey,
    phase: 'loading',
  })
  // Another opening starts with the loader (React's way of adjusting state to a change).
  if (state.key !== openKey) setState({ key: openKey, phase: 'loading' })
  const opening = useRef<{
    key: string
    at: number
    loadedAt: number | null
    timers: number[]
  } | null>(null)

  useEffect(() => {
    if (openKey === null) return
    const current = {
      key: openKey,
      at: Date.now(),
      loadedAt: null as number | null,
      timers: [] as number[],
    }
    opening.current = current
    const show = (phase: Shown) =>
      setState((shown) => (shown.key === openKey ? { key: openKey, phase } : shown))
    current.timers.push(
      window.setTimeout(
        () => show(current.loadedAt === null ? 'slow' : 'ready'),
        loaderTimeoutAt(current.at) - Date.now(),
      ),
    )
    return () => {
      current.timers.forEach((timer) => window.clearTimeout(timer))
      if (opening.current === current) opening.current = null
    }
  }, [openKey])

  const frameLoaded = useCallback(() => {
    const current = opening.current
    // A frame of an opening that has closed (a late load, say) changes nothing.
    if (!current || current.key !== openKey || current.loadedAt !== null) return
    current.loadedAt = Date.now()
    // After the forced end, the report simply shows.
    setState((shown) =>
      shown.key === openKey && shown.phase === 'slow' ? { ...shown, phase: 'ready' } : shown,
    )
    current.timers.push(
      window.setTimeout(
        () =>
          setState((shown) => (shown.key === openKey ? { key: openKey, phase: 'ready' } : shown)),
        loaderHideAt(current.at, current.loadedAt) - Date.now(),
      ),
    )
  }, [openKey])

  const phase: ReportViewPhase =
    openKey === null ? 'selection' : state.key === openKey ? state.phase : 'loading'
  return { phase, frameLoaded }
}
