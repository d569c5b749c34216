import { Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { Shell } from '../../components/Shell'
import { useShellNotices } from '../hooks/useShellNotices'

/** An open report covers the shell (useCoverShell) and shows its notices in its own layout. */
export default function ShellLayout() {
  const { signOut, isSigningOut } = useAuth()
  return (
    <Shell onLogout={() => void signOut()} loggingOut={isSigningOut} notices={useShellNotices()}>
      <Outlet />
    </Shell>
  )
}
