import { useState } from 'react'
import type { ReportViewPhase } from '../../domain/reportLoader'

/**
 * True from the moment the loader gives way to the report (after the spec's timings, or after
 * the 30 s notice when the report comes late) until a reload brings the loader back. A live
 * region showing it says 'Report loaded' once: its text does not change on later renders. A
 * viewer that opens on a loaded report says nothing.
 */
export function useLoadedAnnouncement(phase: ReportViewPhase): boolean {
  const [last, setLast] = useState(phase)
  const [loaded, setLoaded] = useState(false)
  if (phase !== last) {
    setLast(phase)
    setLoaded(phase === 'ready')
  }
  return loaded
}
