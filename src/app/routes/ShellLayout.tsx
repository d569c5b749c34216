import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { Shell } from '../../components/Shell'
import { LoadingScreen } from '../../screens/Loading'
import { useLogout } from '../hooks/useLogout'

/** Every signed-in page sits in the shell; page code loads on demand behind the loading screen. */
export default function ShellLayout() {
  const { logout, pending } = useLogout()
  return (
    <Shell onLogout={logout} loggingOut={pending}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </Shell>
  )
}
