import { usePortalNavigation } from '../Link'

/**
 * Previous Page: one step back in history, or, on a page the visit arrived at (nothing of the
 * portal behind it), `fallback`, so the button never leaves the portal.
 */
export function useGoBack(fallback: string) {
  const { canGoBack, back, go } = usePortalNavigation()
  return canGoBack ? back : () => go(fallback)
}
