import { createContext, use } from 'react'

/**
 * Where the page is, and the one way to go elsewhere in the portal: what links (`Link`) and the
 * public pages read and call. The app provides it: React Router behind sign-in, and a few lines
 * over the browser's history on the public pages, which do not wait for the router's code
 * (src/app/navigation).
 */
export interface Navigation {
  readonly pathname: string
  /** The query, with its `?`, or ''. */
  readonly search: string
  /** Goes to `to` (a path of the portal, with a query if any); `replace` rewrites this entry. */
  go(to: string, options?: { readonly replace?: boolean }): void
}

export const NavigationContext = createContext<Navigation | null>(null)

export function useNavigation(): Navigation {
  const navigation = use(NavigationContext)
  if (!navigation) throw new Error('A Link or a public page rendered outside the app navigation.')
  return navigation
}
