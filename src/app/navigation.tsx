import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { NavigationContext, type Navigation } from '../components/Link'
import { isRecord } from '../domain/values'

/**
 * An entry's navigation state: whether a page of the portal is behind it. An entry the visit
 * arrived at (a bookmark, a new tab, sign-in's landing) has none. The browser keeps it through
 * Back, Forward and a reload.
 */
interface PortalEntry {
  readonly portalBehind?: boolean
}

function hasPortalBehind(state: unknown): boolean {
  return isRecord(state) && (state as PortalEntry).portalBehind === true
}

export function RouterNavigation({ children }: { readonly children: ReactNode }) {
  const { pathname, search, state } = useLocation()
  const navigate = useNavigate()
  const canGoBack = hasPortalBehind(state)
  const navigation = useMemo<Navigation>(() => {
    // A second press before the next page shows (a fast double-click) adds no identical entry.
    const pushed = new Set<string>()
    return {
      pathname,
      search,
      state,
      canGoBack,
      go(to, { replace = false, arrival = false, flushSync = false } = {}) {
        const entry: PortalEntry = { portalBehind: !arrival && (replace ? canGoBack : true) }
        if (!replace) {
          if (pushed.has(to)) return
          pushed.add(to)
        }
        void navigate(to, { replace, state: entry, flushSync })
      },
      back: () => void navigate(-1),
    }
  }, [pathname, search, state, canGoBack, navigate])
  return <NavigationContext value={navigation}>{children}</NavigationContext>
}
