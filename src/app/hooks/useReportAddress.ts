import { usePortalNavigation } from '../../components/Link'
import { advertiserParam, reportView, viewParam } from '../../domain/reportPaths'

/**
 * `view=report` in the address: an open report has a history entry of its own, so Back (and a
 * phone's back gesture) closes it, Forward opens it again, and a reload or a shared link opens it.
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

  /**
   * View Report: a new entry, naming the advertiser chosen (its key). The choice writes itself
   * into the address after it renders, and the router shows a new address in a transition: a
   * press that follows a choice at once would otherwise open an address without its advertiser.
   */
  const openView = (advertiser: string | null) => go(withView(true, advertiser))

  /** The view is gone from the address in place (no entry to go back to, or nothing to show). */
  const dropView = () => go(withView(false), { replace: true })

  /** Previous Page in the view: back to the page it was opened from, or out of it in place. */
  const closeView = () => (canGoBack ? back() : dropView())

  /**
   * The portal's own address of this view, to share: the page, its advertiser and the view;
   * nothing else of the address, and nothing from storage.
   */
  const shared = new URLSearchParams()
  const advertiser = new URLSearchParams(search).get(advertiserParam)
  if (advertiser !== null) shared.set(advertiserParam, advertiser)
  shared.set(viewParam, reportView)
  const viewAddress = `${window.location.origin}${pathname}?${shared.toString()}`

  return { viewing, openView, closeView, dropView, viewAddress }
}
