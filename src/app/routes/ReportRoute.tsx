import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { findByName } from '../../domain/advertisers'
import { reportTitle, type Channel } from '../../domain/channels'
import { menuPathOf } from '../../domain/paths'
import { ReportScreen } from '../../screens/Report'
import { useAdvertiserChoice } from '../hooks/useAdvertisers'
import { useGoBack } from '../hooks/useGoBack'
import { usePageTitle } from '../hooks/usePageTitle'
import { useReportLink } from '../hooks/useReportLink'
import { useReportView } from '../hooks/useReportView'

/** An advertiser name passed in navigation state, as Truth Social and Rumble accept. */
function advertiserFromState(state: unknown): string | null {
  const advertiser = (state as { advertiser?: unknown } | null)?.advertiser
  return typeof advertiser === 'string' && advertiser.trim() !== '' ? advertiser.trim() : null
}

/** Every report route: the shared advertiser choice, its link for this channel, and the view. */
export default function ReportRoute({ channel }: { channel: Channel }) {
  const { names, list, selection, selectByName } = useAdvertiserChoice()
  const location = useLocation()
  const advertiser = list ? findByName(list, selection.name) : undefined
  const link = useReportLink(advertiser, channel)
  const view = useReportView(selection.name)
  const goBack = useGoBack(menuPathOf(channel))
  usePageTitle(reportTitle(channel))

  // Adopted once per arrival, and only when nothing is chosen: clearing the choice, or a logout
  // clearing it, must not bring the passed advertiser back.
  const passed = channel.adoptsNavigationAdvertiser ? advertiserFromState(location.state) : null
  const { select } = selection
  const considered = useRef<string | null>(null)
  useEffect(() => {
    if (!list || considered.current === location.key) return
    considered.current = location.key
    const found = passed && !advertiser ? findByName(list, passed) : undefined
    if (found) select(found)
  }, [list, passed, advertiser, location.key, select])

  return (
    <ReportScreen
      channel={channel}
      advertisers={names}
      selectedAdvertiser={selection.name}
      link={link}
      phase={view.phase}
      onSelectAdvertiser={selectByName}
      onViewReport={view.open}
      onFrameLoad={view.frameLoaded}
      onPreviousPage={view.phase === 'selection' ? goBack : view.close}
    />
  )
}
