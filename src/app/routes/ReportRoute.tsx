import { useEffect, useState } from 'react'
import { advertiserKey } from '../../domain/advertisers'
import { channelByField, reportTitle, type LinkField } from '../../domain/channels'
import { menuPathOf } from '../../domain/paths'
import { ReportScreen } from '../../screens/Report'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { useGoBack } from '../hooks/useGoBack'
import { useLogout } from '../hooks/useLogout'
import { usePageTitle } from '../hooks/usePageTitle'
import { useReportAddress } from '../hooks/useReportAddress'
import { useReportLink } from '../hooks/useReportLink'
import { useReportView } from '../hooks/useReportView'

/**
 * Every report route: the shared advertiser choice, its link for this channel, and the view. The
 * address decides whether the report is open (`view=report`): View Report pushes it, Back and
 * Previous Page take it away, and Forward, a reload or a shared link open the report again once
 * the advertisers are loaded and the choice matches the address.
 */
export default function ReportRoute({ field }: { field: LinkField }) {
  const channel = channelByField(field)
  const { list, advertiser, advertiserSelect } = useAdvertiserChoice({
    adoptsPassed: channel.adoptsNavigationAdvertiser,
  })
  const chosenName = advertiser?.name ?? null
  const link = useReportLink(advertiser, channel)
  const view = useReportView(chosenName)
  const address = useReportAddress()
  const goBack = useGoBack(menuPathOf(channel))
  const { logout, pending } = useLogout()
  const [reloads, setReloads] = useState(0)
  usePageTitle(reportTitle(channel))

  const { phase, open, close } = view
  const { viewing, dropView } = address
  const inStep = address.advertiserInAddress === (advertiser ? advertiserKey(advertiser) : null)
  useEffect(() => {
    if (!viewing) {
      if (phase !== 'selection') close()
      return
    }
    // A link to an advertiser the user does not have opens no one else's report.
    if (advertiserSelect.notice) {
      dropView()
      return
    }
    if (!list || !inStep) return // the list, and the choice the address names, are on their way
    // Nothing to show: back to the selection, which says there is no report for this advertiser.
    if (!advertiser || link.status === 'missing') {
      dropView()
      return
    }
    if (link.status === 'ready' && phase === 'selection') open()
  }, [
    viewing,
    advertiserSelect.notice,
    list,
    inStep,
    advertiser,
    link.status,
    phase,
    open,
    close,
    dropView,
  ])

  return (
    <ReportScreen
      channel={channel}
      advertiserSelect={advertiserSelect}
      link={link}
      phase={phase}
      onViewReport={address.openView}
      onFrameLoad={view.frameLoaded}
      onPreviousPage={phase === 'selection' ? goBack : address.closeView}
      viewAddress={address.viewAddress}
      reloads={reloads}
      onReload={() => {
        setReloads((count) => count + 1)
        open()
      }}
      onLogout={logout}
      loggingOut={pending}
    />
  )
}
