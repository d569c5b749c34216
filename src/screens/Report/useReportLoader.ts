import { useCallback, useEffect, useRef, useState } from 'react'
import { loaderHideAt, loaderTimeoutAt, type ReportViewPhase } from '../../domain/reportLoader'

type Shown = Exclude<ReportViewPhase, 'selection'>

interface LoaderState {
  readonly key: string | null
  readonly phase: Shown
  /** The frame's load counted: the report is in it. */
  readonly loaded: boolean
  /** The device was offline before the frame loaded: the frame holds the browser's error page. */
  readonly offline: boolean
}

const startOf = (key: string | null, online: boolean): LoaderState => ({
  key,
  phase: 'loading',
  loaded: false,
  offline: !online,
})

/**
 * The loader over an open report (spec sections 4 and 9). `openKey` names one opening of the
 * report (the address that opened it, and each 'Reload report'); null while the selection shows.
 * Each opening times afresh: the loader hides 1500 ms after the later of the frame's load and
 * 4000 ms after the opening, and is forced off 30000 ms after it ('slow' when the frame has not
 * loaded by then). The timers stop when the report closes or the page is left. Beside its screen,
 * which takes `phase` and calls `frameLoaded`: the app holds it (useReportOpening), as it knows
 * what an opening is.
 *
 * `online` is the browser's word. A frame that loads while the device is offline, or after it
 * went offline during the opening, has loaded the browser's error page: that load does not count
 * (the loader stays, and the 30 s fallback comes as usual), and `waitsForConnection` says the
 * opening should be made again once the device is back (docs/decisions.md). A report that loaded
 * is not touched by the connection coming and going.
 */
export function useReportLoader(openKey: string | null, online: boolean) {
  const [state, setState] = useState(() => startOf(openKey, online))
  // Another opening starts with the loader (React's way of adjusting state to a change).
  if (state.key !== openKey) setState(startOf(openKey, online))
  else if (!online && !state.loaded && !state.offline) setState({ ...state, offline: true })
  const waitsForConnection = openKey !== null && state.key === openKey && state.offline
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
      setState((shown) => (shown.key === openKey ? { ...shown, phase } : shown))
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
    // A frame of an opening that has closed (a late load, say) changes nothing; nor does the
    // browser's error page, loaded while offline.
    if (!current || current.key !== openKey || current.loadedAt !== null) return
    if (waitsForConnection) return
    current.loadedAt = Date.now()
    // After the forced end, the report simply shows.
    setState((shown) =>
      shown.key === openKey
        ? { ...shown, loaded: true, phase: shown.phase === 'slow' ? 'ready' : shown.phase }
        : shown,
    )
    current.timers.push(
      window.setTimeout(
        () => setState((shown) => (shown.key === openKey ? { ...shown, phase: 'ready' } : shown)),
        loaderHideAt(current.at, current.loadedAt) - Date.now(),
      ),
    )
  }, [openKey, waitsForConnection])

  const phase: ReportViewPhase =
    openKey === null ? 'selection' : state.key === openKey ? state.phase : 'loading'
  return { phase, frameLoaded, waitsForConnection }
}
