import { channelByField, reportTitle, type LinkField } from '../../domain/channels'
import { menuPathOf } from '../../domain/paths'
import { ReportScreen } from '../../screens/Report'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { useGoBack } from '../hooks/useGoBack'
import { usePageTitle } from '../hooks/usePageTitle'
import { useReportLink } from '../hooks/useReportLink'
import { useReportView } from '../hooks/useReportView'

/** Every report route: the shared advertiser choice, its link for this channel, and the view. */
export default function ReportRoute({ field }: { field: LinkField }) {
  const channel = channelByField(field)
  const { names, advertiser, selectByName, recent, notice } = useAdvertiserChoice({
    adoptsPassed: channel.adoptsNavigationAdvertiser,
  })
  const chosenName = advertiser?.name ?? null
  const link = useReportLink(advertiser, channel)
  const view = useReportView(chosenName)
  const goBack = useGoBack(menuPathOf(channel))
  usePageTitle(reportTitle(channel))

  return (
    <ReportScreen
      channel={channel}
      advertisers={names}
      selectedAdvertiser={chosenName}
      link={link}
      phase={view.phase}
      onSelectAdvertiser={selectByName}
      recentAdvertisers={recent}
      advertiserNotice={notice}
      onViewReport={view.open}
      onFrameLoad={view.frameLoaded}
      onPreviousPage={view.phase === 'selection' ? goBack : view.close}
    />
  )
}
