import { useId, useRef } from 'react'
import { BrandGlyph } from '../../components/Logo'
import { Message } from '../../components/Message'
import { NoticeArea, useCoverShell } from '../../components/Shell'
import type { Channel } from '../../domain/channels'
import { messages } from '../../domain/messages'
import type { ReportViewPhase } from '../../domain/reportLoader'
import { ExitFullscreenButton } from './ExitFullscreenButton'
import { SlowNotice } from './SlowNotice'
import { useFullscreen, noFullscreen } from './useFullscreen'
import { useLoadedAnnouncement } from './useLoadedAnnouncement'
import { ViewerBar } from './ViewerBar'
import styles from './ReportViewer.module.css'

interface ReportViewerProps {
  readonly channel: Channel
  readonly advertiser: string | null
  /** The framed link; null when the view was opened without one. */
  readonly href: string | null
  readonly phase: Exclude<ReportViewPhase, 'selection'>
  readonly viewAddress: string
  /** Bumped on each 'Reload report': the frame is made anew, so the report loads again. */
  readonly reloads: number
  readonly onFrameLoad: () => void
  readonly onPreviousPage: () => void
  readonly onReload: () => void
  readonly onLogout: () => void
  readonly loggingOut: boolean
}

/**
 * The report, full page, in a sandboxed frame with the loading overlay (spec section 2). The
 * frame sends no referrer, so report hosts never see the portal's paths.
 */
export function ReportViewer({ channel, advertiser, href, phase, ...props }: ReportViewerProps) {
  const headingId = useId()
  // Only while the report is on screen is the shell's bar covered (not while the address merely
  // says view=report and the advertisers are still on their way, or failed). The shell's notices
  // then show here, above the report: they cover none of it, and come along into full screen.
  const notices = useCoverShell()
  const stage = useRef<HTMLDivElement>(null)
  const fullscreen = useFullscreen(stage)
  const loaded = useLoadedAnnouncement(phase)
  const title = advertiser ? `${channel.label} report for ${advertiser}` : `${channel.label} report`

  return (
    <section className={styles.viewer} aria-labelledby={headingId}>
      <ViewerBar
        headingId={headingId}
        channel={channel}
        advertiser={advertiser}
        href={href}
        viewAddress={props.viewAddress}
        fullscreen={href === null ? noFullscreen : fullscreen}
        onPreviousPage={props.onPreviousPage}
        onReload={props.onReload}
        onLogout={props.onLogout}
        loggingOut={props.loggingOut}
      />
      {href === null ? (
        <>
          <NoticeArea>{notices}</NoticeArea>
          <div className={styles.noReport}>
            <Message tone="info">{messages.reportMissing(channel.label)}</Message>
          </div>
        </>
      ) : (
        <div ref={stage} className={styles.stage}>
          <NoticeArea>{notices}</NoticeArea>
          <div className={styles.frameArea}>
            <iframe
              key={props.reloads}
              src={href}
              title={title}
              className={styles.frame}
              sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
              allow="fullscreen; clipboard-read; clipboard-write"
              referrerPolicy="no-referrer"
              // Under the loader the report can be neither tabbed into nor read.
              inert={phase === 'loading'}
              onLoad={props.onFrameLoad}
            />
            {phase === 'loading' && (
              <div className={styles.loader} role="status">
                <span className={styles.loaderImage}>
                  <BrandGlyph size={64} />
                </span>
                <p>{messages.loadingReport(channel.label)}</p>
              </div>
            )}
            {phase === 'slow' && <SlowNotice href={href} onReload={props.onReload} />}
            {fullscreen.active && <ExitFullscreenButton onClick={fullscreen.toggle} />}
            <p role="status" className="visually-hidden">
              {loaded ? messages.reportLoaded : ''}
            </p>
          </div>
        </div>
      )}
    </section>
  )
}
