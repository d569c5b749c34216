import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { NavigationContext, type Navigation } from '../components/Link'
import { isRecord } from '../domain/values'

/**
 * What the portal keeps in an entry's navigation state (React Router's `state`, its public API):
 * whether a page of the portal is behind the entry. A move that adds an entry sets it; one that
 * rewrites the entry keeps what the entry had; an entry the visit arrived at (a bookmark, a
 * pasted link, a new tab, sign-in's landing) has none. The browser keeps it through Back, Forward
 * and a reload.
 */
interface PortalEntry {
  readonly portalBehind?: boolean
}

function hasPortalBehind(state: unknown): boolean {
  return isRecord(state) && (state as PortalEntry).portalBehind === true
}

/** The portal's navigation over the React Router around it: the app's, or a story's. */
export function RouterNavigation({ children }: { readonly children: ReactNode }) {
  const { pathname, search, state } = useLocation()
  const navigate = useNavigate()
  const canGoBack = hasPortalBehind(state)
  const navigation = useMemo<Navigation>(() => {
    // What this page has pushed already: a second press of the same link or button before the
    // next page shows (a double-click at machine speed) adds no second, identical entry.
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
