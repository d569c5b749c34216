import { paths } from '../../domain/paths'
import { timings } from '../../domain/timings'
import { DashboardScreen } from '../../screens/Dashboard'
import { LoadingScreen } from '../../screens/Loading'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { useElapsed } from '../hooks/useElapsed'
import { useCanGoBack, useGoBack } from '../hooks/useGoBack'
import { useLogout } from '../hooks/useLogout'
import { usePageTitle } from '../hooks/usePageTitle'

/** /dashboard (and /client): the loading screen for 500 ms, then the menu. */
export default function DashboardRoute() {
  const shown = useElapsed(timings.dashboardLoadingMs)
  const { advertiserSelect } = useAdvertiserChoice()
  const { logout } = useLogout()
  const canGoBack = useCanGoBack()
  const goBack = useGoBack(paths.dashboard)
  usePageTitle('Dashboard')
  if (!shown) return <LoadingScreen />
  return (
    <DashboardScreen
      advertiserSelect={advertiserSelect}
      onLogout={logout}
      onPreviousPage={canGoBack ? goBack : undefined}
    />
  )
}
