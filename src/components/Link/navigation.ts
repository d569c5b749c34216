import { createContext, use } from 'react'

/**
 * Where the page is, and the one way to move in the portal: what links (`Link`), Back and
 * Previous Page use. The app provides it over React Router (src/app/navigation.tsx, its one
 * implementation), so screens and components stay free of the router: a story gives them a
 * memory router. (Named so as not to be taken for React Router's `useNavigation`, which tells
 * whether a navigation is pending.)
 */
export interface Navigation {
  readonly pathname: string
  /** The query, with its `?`, or ''. */
  readonly search: string
  /** Navigation state passed to this page, if any. */
  readonly state: unknown
  /** True when a page of the portal is behind this one in history (Previous Page goes there). */
  readonly canGoBack: boolean
  /**
   * Goes to `to` (a path of the portal, with a query if any); `replace` rewrites this entry.
   * `arrival` makes the page count as one the visit arrived at, with nothing of the portal behind
   * it for Previous Page (sign-in's landing).
   */
  go(to: string, options?: GoOptions): void
  /** One step back in history. */
  back(): void
}

export interface GoOptions {
  readonly replace?: boolean
  readonly arrival?: boolean
  /**
   * Shown at once, not in a transition (React Router's `flushSync`): a move that answers a
   * control, such as a dropdown whose value the address holds, which must not flick back.
   */
  readonly flushSync?: boolean
}

export const NavigationContext = createContext<Navigation | null>(null)

export function usePortalNavigation(): Navigation {
  const navigation = use(NavigationContext)
  if (!navigation) throw new Error('A Link or a page rendered outside the app navigation.')
  return navigation
}
