import { useLocation } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { useGoBack } from '../../components/PreviousPage'
import { usePage } from '../../components/usePage'
import { keyOf } from '../../domain/advertiserChoice'
import { channelByField, reportTitle, type LinkField } from '../../domain/channels'
import { menuPathOf } from '../../domain/paths'
import { ReportScreen, useReportLink } from '../../screens/Report'
import { useAdvertiserChoice } from '../hooks/useAdvertiserChoice'
import { useReportAddress } from '../hooks/useReportAddress'
import { useReportOpening } from '../hooks/useReportOpening'
import { useSettings } from '../settingsContext'

/** Every channel's report (spec section 2); the address says whether it is open (`view=report`). */
export default function ReportRoute({ field }: { field: LinkField }) {
  const channel = channelByField(field)
  const { advertiser, advertiserSelect } = useAdvertiserChoice({
    adoptsPassed: channel.adoptsNavigationAdvertiser,
  })
  const link = useReportLink(advertiser, channel, useSettings().reportOrigins)
  const { viewing, openView, closeView, viewAddress } = useReportAddress()
  const location = useLocation()
  const goBack = useGoBack(menuPathOf(channel))
  const { signOut, isSigningOut } = useAuth()
  usePage(reportTitle(channel))

  const chosen = keyOf(advertiser ?? null)
  const open = viewing && chosen !== null
  const { phase, frameLoaded, reloads, reload } = useReportOpening(
    open ? `${location.key} ${chosen}` : null,
  )

  return (
    <ReportScreen
      channel={channel}
      advertiserSelect={advertiserSelect}
      link={link}
      phase={phase}
      onViewReport={() => openView(chosen)}
      onFrameLoad={frameLoaded}
      onPreviousPage={phase === 'selection' ? goBack : closeView}
      viewAddress={viewAddress(chosen)}
      reloads={reloads}
      onReload={reload}
      onLogout={() => void signOut()}
      loggingOut={isSigningOut}
    />
  )
}
