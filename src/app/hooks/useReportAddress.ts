import { useLocation, useNavigate } from 'react-router-dom'
import { isRecord } from '../../domain/values'

const viewParam = 'view'
const reportView = 'report'

/** Marked on the entry the portal pushes when a report opens (so Previous Page can go back). */
interface PushedView {
  readonly portalPushedView: true
  /** The address hook must not read this entry as an arrival: the portal wrote it. */
  readonly portalOwnWrite: true
}

const pushedView: PushedView = { portalPushedView: true, portalOwnWrite: true }

/** True when the address asks for the report open (`view=report`). */
function isReportViewIn(search: string): boolean {
  return new URLSearchParams(search).get(viewParam) === reportView
}

function isPushedView(state: unknown): boolean {
  return isRecord(state) && state.portalPushedView === true
}

/**
 * `view=report` in the address: an open report has a history entry of its own, so Back (and a
 * phone's back gesture) closes it, Forward opens it again, and a reload or a shared link opens it.
 */
export function useReportAddress() {
  const location = useLocation()
  const navigate = useNavigate()
  const query = new URLSearchParams(location.search)
  const viewing = isReportViewIn(location.search)

  function withView(view: string | null): string {
    const changed = new URLSearchParams(location.search)
    if (view === null) changed.delete(viewParam)
    else changed.set(viewParam, view)
    const search = changed.toString()
    return `${location.pathname}${search ? `?${search}` : ''}`
  }

  /** View Report: a new entry. */
  const openView = () => navigate(withView(reportView), { state: pushedView })

  /** The view is gone from the address in place (no entry to go back to, or nothing to show). */
  const dropView = () =>
    navigate(withView(null), {
      replace: true,
      state: { ...(isRecord(location.state) ? location.state : {}), portalOwnWrite: true },
    })

  /** Previous Page in the view: back to the entry it was opened from, or out of it in place. */
  const closeView = () => (isPushedView(location.state) ? navigate(-1) : dropView())

  /**
   * The portal's own address of this view, to share: the page, its advertiser and the view;
   * nothing else of the address, and nothing from storage.
   */
  const shared = new URLSearchParams()
  const advertiser = query.get('advertiser')
  if (advertiser !== null) shared.set('advertiser', advertiser)
  shared.set(viewParam, reportView)
  const viewAddress = `${window.location.origin}${location.pathname}?${shared.toString()}`

  return { viewing, advertiserInAddress: advertiser, openView, closeView, dropView, viewAddress }
}
