import { useId } from 'react'
import { Button } from '../../components/Button'
import { messages } from '../../domain/messages'
import { NewTabLink } from './NewTabLink'
import styles from './ReportViewer.module.css'

/**
 * The 30 s fallback (spec section 9): the loader has gone and the report has not come. Besides
 * the spec's notice, the two ways on: load it again, or open it where no frame can block it.
 */
export function SlowNotice({ href, onReload }: { href: string; onReload: () => void }) {
  const textId = useId()
  return (
    <section className={styles.slowNotice} aria-labelledby={textId}>
      <div role="status">
        <p id={textId}>{messages.reportSlow}</p>
        <p className={styles.slowHint}>{messages.reportBlockedHint}</p>
      </div>
      <div className={styles.slowActions}>
        <Button onClick={onReload}>Reload report</Button>
        <NewTabLink href={href} className={styles.linkButton} />
      </div>
    </section>
  )
}
