import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { NavigationContext, type Navigation } from '../../components/Link'

/**
 * The navigation links and the public pages use (components/Link), backed by the React Router
 * around it: the signed-in app's browser router, a story's memory router.
 */
export function RouterNavigation({ children }: { readonly children: ReactNode }) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const navigation = useMemo<Navigation>(
    () => ({ pathname, search, go: (to, options) => void navigate(to, options) }),
    [pathname, search, navigate],
  )
  return <NavigationContext value={navigation}>{children}</NavigationContext>
}
