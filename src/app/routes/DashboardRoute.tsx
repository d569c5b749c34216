import { useNavigation } from '../../components/Link'
import { paths } from '../../domain/paths'
import { timings } from '../../domain/timings'
import { DashboardScreen } from '../../screens/Dashboard'
import { LoadingScreen } from '../../screens/Loading'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { useElapsed } from '../hooks/useElapsed'
import { useLogout } from '../hooks/useLogout'
import { usePageTitle } from '../hooks/usePageTitle'
import { useGoBack } from '../navigation'

/** /dashboard (and /client): the loading screen for 500 ms, then the menu. */
export default function DashboardRoute() {
  const shown = useElapsed(timings.dashboardLoadingMs)
  const { advertiserSelect } = useAdvertiserChoice()
  const { logout } = useLogout()
  const { canGoBack } = useNavigation()
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
