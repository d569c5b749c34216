import { useLayoutEffect, useRef } from 'react'
import { AdvertiserSelect } from '../../components/AdvertiserSelect'
import { Button } from '../../components/Button'
import { Message } from '../../components/Message'
import { Page, Panel } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { reportTitle, type Channel } from '../../domain/channels'
import type { Loadable } from '../../domain/loadable'
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
  /** The advertiser names for the dropdown. */
  readonly advertisers: Loadable<readonly string[]>
  readonly selectedAdvertiser: string | null
  readonly link: ReportLinkState
  readonly phase: ReportViewPhase
  readonly onSelectAdvertiser: (name: string | null) => void
  /** Recently viewed advertisers, newest first (shown past ten advertisers). */
  readonly recentAdvertisers?: readonly string[]
  /** What to say about the choice, such as a linked advertiser that is not available. */
  readonly advertiserNotice?: string | null
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
  const { channel, advertisers, selectedAdvertiser, link, phase } = props
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
        <AdvertiserSelect
          names={advertisers}
          value={selectedAdvertiser}
          onChange={props.onSelectAdvertiser}
          recent={props.recentAdvertisers}
          notice={props.advertiserNotice}
        />
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
          <p className={styles.hint}>
            Choose an advertiser, then View Report opens its {channel.label} report here.
          </p>
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
