import { useEffect, useState } from 'react'
import { useAuth } from '../../auth/AuthContext'
import { advertiserKey } from '../../domain/advertisers'
import { channelByField, reportTitle, type LinkField } from '../../domain/channels'
import { menuPathOf } from '../../domain/paths'
import { ReportScreen } from '../../screens/Report'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { usePage } from '../hooks/usePage'
import { useReportAddress } from '../hooks/useReportAddress'
import { useReportLink } from '../hooks/useReportLink'
import { useReportView } from '../hooks/useReportView'
import { useGoBack } from '../navigation'

/**
 * Every report route: the shared advertiser choice, its link for this channel, and the view. The
 * address decides whether the report is open (`view=report`): View Report adds it, Back and
 * Previous Page take it away, and Forward, a reload or a shared link open the report again once
 * the advertiser the address names is chosen.
 */
export default function ReportRoute({ field }: { field: LinkField }) {
  const channel = channelByField(field)
  const { advertiser, settled, advertiserSelect } = useAdvertiserChoice({
    adoptsPassed: channel.adoptsNavigationAdvertiser,
  })
  const link = useReportLink(advertiser, channel)
  const view = useReportView(advertiser?.name ?? null)
  const { viewing, openView, closeView, dropView, viewAddress } = useReportAddress()
  const goBack = useGoBack(menuPathOf(channel))
  const { signOut, isSigningOut } = useAuth()
  const [reloads, setReloads] = useState(0)
  usePage(reportTitle(channel))

  const { phase, open, close } = view
  useEffect(() => {
    if (!viewing) {
      if (phase !== 'selection') close()
    } else if (settled) {
      // Nothing to show (no advertiser, or no link for it): back to the selection, which says so.
      if (link.status !== 'ready') dropView()
      else if (phase === 'selection') open()
    }
  }, [viewing, settled, link.status, phase, open, close, dropView])

  return (
    <ReportScreen
      channel={channel}
      advertiserSelect={advertiserSelect}
      link={link}
      phase={phase}
      onViewReport={() => openView(advertiser ? advertiserKey(advertiser) : null)}
      onFrameLoad={view.frameLoaded}
      onPreviousPage={phase === 'selection' ? goBack : closeView}
      viewAddress={viewAddress}
      reloads={reloads}
      onReload={() => {
        setReloads((count) => count + 1)
        open()
      }}
      onLogout={() => void signOut()}
      loggingOut={isSigningOut}
    />
  )
}
