import { useCallback, useEffect, useState } from 'react'
import { useDeviceOnline } from '../../auth/SessionChecks'
import { useReportLoader } from '../../screens/Report'

/**
 * The openings of a report: `entry` names what opened it (the address entry and the advertiser),
 * null while the selection shows; each 'Reload report' (`reload`) is another opening, with a new
 * frame (`reloads`) and the loader's timings from the start. An opening the device was offline
 * for is opened again, as Reload report would, when the browser says it is back online: the
 * shell's offline notice promised the portal would try again (docs/decisions.md).
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
