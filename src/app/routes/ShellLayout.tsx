import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { PageErrorScreen } from '../../screens/PageError'
import { Shell } from '../../components/Shell'
import { LoadingScreen } from '../../screens/Loading'
import { useLogout } from '../hooks/useLogout'

/**
 * Every signed-in page sits in the shell; page code loads on demand behind the loading screen,
 * and a page that fails to render shows the error page, inside the shell, until the user moves on.
 * Two minutes before the session ends, the shell says so and offers 'Sign in again' (above an
 * open report too). The open report itself tells the shell it covers the page (useCoverShell).
 */
export default function ShellLayout() {
  const { logout, pending } = useLogout()
  const { expiresSoon, renew } = useAuth()
  const { pathname } = useLocation()
  return (
    <Shell
      onLogout={logout}
      loggingOut={pending}
      sessionEndsSoon={expiresSoon}
      onSignInAgain={renew}
    >
      <ErrorBoundary key={pathname} fallback={<PageErrorScreen />}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </Shell>
  )
}
