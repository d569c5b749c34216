import { Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { Shell } from '../../components/Shell'
import { useShellNotices } from '../hooks/useShellNotices'

/**
 * Every signed-in page sits in the shell, with what the client should know above it (the
 * session ending, no connection, storage refused: useShellNotices). An open report says it covers
 * the page (useCoverShell) and shows those notices in its own layout.
 */
export default function ShellLayout() {
  const { signOut, isSigningOut } = useAuth()
  return (
    <Shell onLogout={() => void signOut()} loggingOut={isSigningOut} notices={useShellNotices()}>
      <Outlet />
    </Shell>
  )
}
