import { Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { Shell } from '../../components/Shell'
import { useLogout } from '../hooks/useLogout'

/**
 * Every signed-in page sits in the shell. Two minutes before the session ends, the shell says so
 * and offers 'Sign in again' (above an open report too). The open report itself tells the shell
 * it covers the page (useCoverShell).
 */
export default function ShellLayout() {
  const { logout, pending } = useLogout()
  const { expiresSoon, renew } = useAuth()
  return (
    <Shell
      onLogout={logout}
      loggingOut={pending}
      sessionEndsSoon={expiresSoon}
      onSignInAgain={renew}
    >
      <Outlet />
    </Shell>
  )
}
