import { carryAdvertiser } from '../../domain/advertiserChoice'
import { usePortalNavigation } from '../Link'

/**
 * Previous Page: one step back in history, or, on a page the visit arrived at (nothing of the
 * portal behind it), `fallback` in its place, with this page's advertiser, so the button never
 * leaves the portal. In its place: the fallback page has nothing of the portal behind it either,
 * so its own Previous Page goes on up (a menu, then the dashboard), never back down to this page.
 */
export function useGoBack(fallback: string) {
  const { canGoBack, back, go, search } = usePortalNavigation()
  return canGoBack ? back : () => go(carryAdvertiser(fallback, search), { replace: true })
}
