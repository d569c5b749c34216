import { useEffect, useState } from 'react'
import { useAuth } from '../../auth/AuthContext'
import { usePortalNavigation } from '../../components/Link'
import { useGoBack } from '../../components/PreviousPage'
import { usePage } from '../../components/usePage'
import { paths } from '../../domain/paths'
import { timings } from '../../domain/timings'
import { DashboardScreen } from '../../screens/Dashboard'
import { LoadingScreen } from '../../screens/Loading'
import { useAdvertiserChoice } from '../hooks/useAdvertiserChoice'

/** /dashboard (and /client): the loading screen for 500 ms, then the menu. */
export default function DashboardRoute() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), timings.dashboardLoadingMs)
    return () => window.clearTimeout(timer)
  }, [])
  const { advertiserSelect } = useAdvertiserChoice()
  const { signOut, isSigningOut } = useAuth()
  const { canGoBack } = usePortalNavigation()
  const goBack = useGoBack(paths.dashboard)
  usePage('Dashboard', { loading: !shown })
  if (!shown) return <LoadingScreen />
  return (
    <DashboardScreen
      advertiserSelect={advertiserSelect}
      onLogout={() => void signOut()}
      loggingOut={isSigningOut}
      onPreviousPage={canGoBack ? goBack : undefined}
    />
  )
}
