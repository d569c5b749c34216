import { useId, useLayoutEffect, useRef } from 'react'
import { BrandGlyph } from '../../components/Logo'
import { Message } from '../../components/Message'
import { PreviousPageButton } from '../../components/PreviousPage'
import { reportTitle, type Channel } from '../../domain/channels'
import { messages } from '../../domain/messages'
import type { ReportViewPhase } from '../../domain/reportLoader'
import styles from './ReportScreen.module.css'

interface ReportViewerProps {
  readonly channel: Channel
  readonly advertiser: string | null
  /** The framed link; null when the view was opened without one. */
  readonly href: string | null
  readonly phase: Exclude<ReportViewPhase, 'selection'>
  readonly onFrameLoad: () => void
  readonly onPreviousPage: () => void
}

/**
 * The report, full page, in a sandboxed frame with the loading overlay (spec section 2). The
 * frame sends no referrer, so report hosts never see the portal's paths.
 */
export function ReportViewer({
  channel,
  advertiser,
  href,
  phase,
  onFrameLoad,
  onPreviousPage,
}: ReportViewerProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // The View Report button is gone: focus moves to the report's heading.
  useLayoutEffect(() => heading.current?.focus(), [])
  const title = advertiser ? `${channel.label} report for ${advertiser}` : `${channel.label} report`

  return (
    <section className={styles.viewer} aria-labelledby={headingId}>
      <div className={styles.viewerBar}>
        <PreviousPageButton onClick={onPreviousPage} />
        <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.viewerTitle}>
          {reportTitle(channel)}
          {advertiser && <span className={styles.viewerAdvertiser}> · {advertiser}</span>}
        </h1>
      </div>
      {href === null ? (
        <div className={styles.noReport}>
          <Message tone="info">{messages.reportMissing(channel.label)}</Message>
        </div>
      ) : (
        <div className={styles.frameArea}>
          <iframe
            src={href}
            title={title}
            className={styles.frame}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
            allow="fullscreen; clipboard-read; clipboard-write"
            referrerPolicy="no-referrer"
            // Under the loader the report can be neither tabbed into nor read.
            inert={phase === 'loading'}
            onLoad={onFrameLoad}
          />
          {phase === 'loading' && (
            <div className={styles.loader} role="status">
              <span className={styles.loaderImage}>
                <BrandGlyph size={64} />
              </span>
              <p>{messages.loadingReport(channel.label)}</p>
            </div>
          )}
          {phase === 'slow' && (
            <div className={styles.slowNotice}>
              <Message tone="info">{messages.reportSlow}</Message>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
