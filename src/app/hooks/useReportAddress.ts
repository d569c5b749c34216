import { usePortalNavigation } from '../../components/Link'
import { advertiserParam, reportView, viewParam } from '../../domain/reportPaths'

/**
 * `view=report` in the address: an open report has a history entry of its own, so Back (and a
 * phone's back gesture) closes it, Forward opens it again, and a reload or a shared link opens it.
 * The address is the one place the open report is read from.
 */
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

  /** View Report: a new entry, naming the advertiser chosen (its key). */
  const openView = (advertiser: string | null) => go(withView(true, advertiser))

  /** Previous Page in the view: back to the page it was opened from, or out of it in place. */
  const closeView = () => (canGoBack ? back() : go(withView(false), { replace: true }))

  /**
   * The portal's own address of the view of `advertiser` (its key), to share: the page, its
   * advertiser and the view; nothing else of the address.
   */
  const viewAddress = (advertiser: string | null) => {
    const shared = new URLSearchParams()
    if (advertiser !== null) shared.set(advertiserParam, advertiser)
    shared.set(viewParam, reportView)
    return `${window.location.origin}${pathname}?${shared.toString()}`
  }

  return { viewing, openView, closeView, viewAddress }
}
