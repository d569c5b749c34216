import { useCallback, useEffect, useRef, useState } from 'react'
import { loaderHideAt, loaderTimeoutAt, type ReportViewPhase } from '../../domain/reportLoader'

interface ViewState {
  readonly key: string | null
  readonly phase: ReportViewPhase
}

/**
 * The report view and its loader timers. Everything resets when `resetKey` (the chosen
 * advertiser) changes, and the timers stop when the screen is left.
 */
export function useReportView(resetKey: string | null) {
  const [state, setState] = useState<ViewState>({ key: resetKey, phase: 'selection' })
  // Another advertiser: back to the selection for good, so returning to the first one later
  // does not bring back a report view it had open.
  if (state.key !== resetKey) setState({ key: resetKey, phase: 'selection' })
  const timers = useRef<number[]>([])
  const clickAt = useRef(0)
  const loadedAt = useRef<number | null>(null)

  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer))
    timers.current = []
  }, [])

  const later = useCallback((at: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, Math.max(0, at - Date.now())))
  }, [])

  useEffect(() => clearTimers, [clearTimers])
  useEffect(() => clearTimers, [resetKey, clearTimers])

  const setPhase = useCallback(
    (phase: ReportViewPhase) => setState({ key: resetKey, phase }),
    [resetKey],
  )

  const open = useCallback(() => {
    clearTimers()
    clickAt.current = Date.now()
    loadedAt.current = null
    setPhase('loading')
    later(loaderTimeoutAt(clickAt.current), () => {
      // Forced off: if the frame has loaded, the report simply shows; if not, the user is told.
      setPhase(loadedAt.current === null ? 'slow' : 'ready')
    })
  }, [clearTimers, later, setPhase])

  const frameLoaded = useCallback(() => {
    if (loadedAt.current !== null) return
    loadedAt.current = Date.now()
    setState((current) => {
      if (current.phase === 'slow') return { ...current, phase: 'ready' }
      return current
    })
    later(loaderHideAt(clickAt.current, loadedAt.current), () => {
      clearTimers()
      setPhase('ready')
    })
  }, [clearTimers, later, setPhase])

  const close = useCallback(() => {
    clearTimers()
    setPhase('selection')
  }, [clearTimers, setPhase])

  // A view opened for another advertiser no longer applies: back to the selection.
  const phase: ReportViewPhase = state.key === resetKey ? state.phase : 'selection'
  return { phase, open, frameLoaded, close }
}
