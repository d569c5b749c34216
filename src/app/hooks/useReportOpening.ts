import { useCallback, useEffect, useState } from 'react'
import { useDeviceOnline } from '../../auth/SessionChecks'
import { useReportLoader } from '../../screens/Report'

/**
 * `entry`: what opened the report, null while the selection shows. An opening made offline is
 * reloaded once back online: the shell's offline notice promised it (docs/decisions.md).
 */
export function useReportOpening(entry: string | null) {
  const [reloads, setReloads] = useState(0)
  const reload = useCallback(() => setReloads((count) => count + 1), [])
  const { phase, frameLoaded, waitsForConnection } = useReportLoader(
    entry === null ? null : `${entry} ${reloads}`,
    useDeviceOnline(),
  )
  useEffect(() => {
    if (!waitsForConnection) return
    window.addEventListener('online', reload, { once: true })
    return () => window.removeEventListener('online', reload)
  }, [waitsForConnection, reload])
  return { phase, frameLoaded, reloads, reload }
}
