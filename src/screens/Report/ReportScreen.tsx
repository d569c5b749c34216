import { useLayoutEffect, useRef } from 'react'
import { AdvertiserSelect, type AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { Button } from '../../components/Button'
import { Message } from '../../components/Message'
import { Page, Panel } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { reportTitle, type Channel } from '../../domain/channels'
import { messages } from '../../domain/messages'
import type { ReportViewPhase } from '../../domain/reportLoader'
import { ReportViewer } from './ReportViewer'
import styles from './ReportScreen.module.css'

/** The chosen advertiser's link for this channel, once the advertisers are loaded. */
export type ReportLinkState =
  | { readonly status: 'unresolved' }
  | { readonly status: 'missing' }
  | { readonly status: 'ready'; readonly href: string }

export interface ReportScreenProps {
  readonly channel: Channel
  /** The advertiser dropdown: the names, the choice, recently viewed and any notice. */
  readonly advertiserSelect: AdvertiserSelectChoice
  readonly link: ReportLinkState
  readonly phase: ReportViewPhase
  readonly onViewReport: () => void
  readonly onFrameLoad: () => void
  readonly onPreviousPage: () => void
  /** The portal's own absolute address of this view (advertiser and view=report): Copy link. */
  readonly viewAddress: string
  /** Bumped by the route on each 'Reload report': the frame loads anew. */
  readonly reloads: number
  /** 'Reload report': the route runs the loader again with the spec's timings. */
  readonly onReload: () => void
  /** The shell's Logout, in reach while the report covers the page. */
  readonly onLogout: () => void
  /** True while the logout call runs: Logout reads 'Logging out...' and waits. */
  readonly loggingOut?: boolean
}

/** One report screen for all 16 channels (spec section 2, report routes). */
export function ReportScreen(props: ReportScreenProps) {
  const { channel, advertiserSelect, link, phase } = props
  const { names: advertisers, value: selectedAdvertiser } = advertiserSelect
  const viewButton = useRef<HTMLButtonElement>(null)
  const lastPhase = useRef(phase)
  // Back from the report, focus returns to the button that opened it.
  useLayoutEffect(() => {
    if (phase === 'selection' && lastPhase.current !== 'selection') viewButton.current?.focus()
    lastPhase.current = phase
  }, [phase])

  if (phase !== 'selection') {
    return (
      <ReportViewer
        channel={channel}
        advertiser={selectedAdvertiser}
        href={link.status === 'ready' ? link.href : null}
        phase={phase}
        viewAddress={props.viewAddress}
        reloads={props.reloads}
        onFrameLoad={props.onFrameLoad}
        onPreviousPage={props.onPreviousPage}
        onReload={props.onReload}
        onLogout={props.onLogout}
        loggingOut={props.loggingOut ?? false}
      />
    )
  }
  const canView = advertisers.status === 'ready' && link.status === 'ready'
  return (
    <Page title={reportTitle(channel)}>
      <Panel>
        <AdvertiserSelect {...advertiserSelect} />
        <div className={styles.actions}>
          <Button
            ref={viewButton}
            onClick={() => canView && props.onViewReport()}
            // aria-disabled, not disabled: keyboard and screen-reader users can still reach
            // the button and hear its tooltip say what it needs.
            aria-disabled={!canView}
            title={messages.viewReportTooltip(channel.label)}
          >
            View Report
          </Button>
          {/* Said of the choice once there is one; for one without a report, the message says it. */}
          {!(selectedAdvertiser !== null && link.status === 'missing') && (
            <p className={styles.hint}>
              {selectedAdvertiser === null || link.status !== 'ready'
                ? `Choose an advertiser, then View Report opens its ${channel.label} report here.`
                : `View Report opens ${selectedAdvertiser}’s ${channel.label} report here.`}
            </p>
          )}
        </div>
        {selectedAdvertiser !== null && link.status === 'missing' && (
          <Message tone="info">
            {messages.reportMissingFor(channel.label, selectedAdvertiser)}
          </Message>
        )}
      </Panel>
      <div>
        <PreviousPageButton onClick={props.onPreviousPage} />
      </div>
    </Page>
  )
}
