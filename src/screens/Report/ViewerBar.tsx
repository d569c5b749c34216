import { useLayoutEffect, useRef } from 'react'
import { PreviousPageButton } from '../../components/PreviousPage'
import { reportTitle, type Channel } from '../../domain/channels'
import { ViewerActions, type ViewerActionsProps } from './ViewerActions'
import { reportHost } from './reportHost'
import styles from './ViewerBar.module.css'

interface ViewerBarProps extends ViewerActionsProps {
  readonly headingId: string
  readonly channel: Channel
  readonly advertiser: string | null
  readonly onPreviousPage: () => void
}

/** Above the report: the way back, whose report this is and from where, and the actions. */
export function ViewerBar({
  headingId,
  channel,
  advertiser,
  onPreviousPage,
  ...actions
}: ViewerBarProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The View Report button is gone: focus moves to the report's heading.
  useLayoutEffect(() => heading.current?.focus(), [])
  const host = reportHost(actions.href, window.location.href)

  return (
    <div className={styles.viewerBar}>
      <PreviousPageButton onClick={onPreviousPage} className={styles.previous} />
      <div className={styles.viewerHeading}>
        <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.viewerTitle}>
          {/* The space is the heading's own text, between the two spans, so its accessible name
              reads 'Facebook Analytics · Northwind Outdoor Co.' (a span's name is trimmed). */}
          <span className={styles.viewerChannel}>{reportTitle(channel)}</span>
          {advertiser && ' '}
          {advertiser && <span className={styles.viewerAdvertiser}>· {advertiser}</span>}
        </h1>
        {host && <p className={styles.viewerHost}>{host}</p>}
      </div>
      <ViewerActions {...actions} />
    </div>
  )
}
