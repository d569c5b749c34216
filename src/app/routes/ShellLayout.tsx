import { Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { Shell } from '../../components/Shell'

/**
 * Every signed-in page sits in the shell. Two minutes before the session ends, the shell says so
 * and offers 'Sign in again' (above an open report too). The open report itself tells the shell
 * it covers the page (useCoverShell).
 */
export default function ShellLayout() {
  const { signOut, isSigningOut, expiresSoon, renew } = useAuth()
  return (
    <Shell
      onLogout={() => void signOut()}
      loggingOut={isSigningOut}
      sessionEndsSoon={expiresSoon}
      onSignInAgain={renew}
    >
      <Outlet />
    </Shell>
  )
}
