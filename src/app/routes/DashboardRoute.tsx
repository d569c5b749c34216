import { useSelectedAdvertiser } from '../../auth/useSelectedAdvertiser'
import { timings } from '../../domain/timings'
import { DashboardScreen } from '../../screens/Dashboard'
import { LoadingScreen } from '../../screens/Loading'
import { advertiserOptions, useAdvertisers } from '../hooks/useAdvertisers'
import { useElapsed } from '../hooks/useElapsed'
import { useCanGoBack, useGoBack } from '../hooks/useGoBack'
import { usePageTitle } from '../hooks/usePageTitle'
import { paths } from '../../domain/paths'
import { useLogout } from '../hooks/useLogout'

/** /dashboard (and /client): the loading screen for 500 ms, then the menu. */
export default function DashboardRoute() {
  const shown = useElapsed(timings.dashboardLoadingMs)
  const advertisers = useAdvertisers()
  const selection = useSelectedAdvertiser()
  const { logout } = useLogout()
  const canGoBack = useCanGoBack()
  const goBack = useGoBack(paths.dashboard)
  usePageTitle('Dashboard')
  if (!shown) return <LoadingScreen />
  const list = advertisers.status === 'success' ? advertisers.data : []
  return (
    <DashboardScreen
      advertisers={advertiserOptions(advertisers)}
      selectedAdvertiser={selection.name}
      onSelectAdvertiser={(name) => selection.selectByName(list, name)}
      onLogout={logout}
      onPreviousPage={canGoBack ? goBack : undefined}
    />
  )
}
