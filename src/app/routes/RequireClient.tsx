import { Suspense } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { paths } from '../../domain/paths'
import { AuthenticatingScreen } from '../../screens/Authenticating'
import { LoadingScreen } from '../../screens/Loading'

/**
 * The route guard (spec section 2): the authenticating animation while the session check
 * decides, /login for anyone who is not a signed-in client, and the page for everyone else.
 */
export function RequireClient() {
  const { session } = useAuth()
  if (session.status === 'loading') return <AuthenticatingScreen />
  if (session.status === 'unauthenticated') return <Navigate to={paths.login} replace />
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  )
}
