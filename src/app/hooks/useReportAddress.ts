import { usePortalNavigation } from '../../components/Link'
import { advertiserParam, reportView, viewParam } from '../../domain/reportPaths'

/** An open report has a history entry of its own, so Back (a phone's gesture too) closes it. */
export function useReportAddress() {
  const { pathname, search, canGoBack, go, back } = usePortalNavigation()
  const viewing = new URLSearchParams(search).get(viewParam) === reportView

  function withView(open: boolean, advertiser: string | null = null): string {
    const query = new URLSearchParams(search)
    if (advertiser !== null) query.set(advertiserParam, advertiser)
    if (open) query.set(viewParam, reportView)
    else query.delete(viewParam)
    const text = query.toString()
    return `${pathname}${text ? `?${text}` : ''}`
  }

  const openView = (advertiser: string | null) => go(withView(true, advertiser))

  const closeView = () => (canGoBack ? back() : go(withView(false), { replace: true }))

  /** To share: nothing else of the address. */
  const viewAddress = (advertiser: string | null) => {
    const shared = new URLSearchParams()
    if (advertiser !== null) shared.set(advertiserParam, advertiser)
    shared.set(viewParam, reportView)
    return `${window.location.origin}${pathname}?${shared.toString()}`
  }

  return { viewing, openView, closeView, viewAddress }
}
