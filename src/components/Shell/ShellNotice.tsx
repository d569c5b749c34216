import { useId, type ReactNode } from 'react'
import { Button } from '../Button'
import styles from './Shell.module.css'

interface ShellNoticeProps {
  /** What the client should know, in a sentence. */
  readonly children: ReactNode
  /** What they can do about it (a button), beside the text. */
  readonly actions?: ReactNode
  /** When given, a 'Dismiss' button hides the notice. */
  readonly onDismiss?: () => void
}

/** One notice of the shell's (the session ending, no connection, storage refused). */
export function ShellNotice({ children, actions, onDismiss }: ShellNoticeProps) {
  const textId = useId()
  return (
    <div className={styles.notice}>
      <p id={textId} className={styles.noticeText}>
        {children}
      </p>
      {actions}
      {onDismiss && (
        <Button
          variant="ghost"
          onClick={(event) => {
            // The button goes with its notice: the focus stays where it was, on the notices'
            // region, rather than falling to the page's start.
            event.currentTarget.closest<HTMLElement>('[role="status"]')?.focus()
            onDismiss()
          }}
          aria-describedby={textId}
        >
          Dismiss
        </Button>
      )}
    </div>
  )
}

/**
 * Where the shell's notices show: under its bar, or on whatever covers the page (the open
 * report). A status region that is always there, empty and without height until a notice comes,
 * so screen readers announce each notice once; the focus stays where the client has it.
 */
export function NoticeArea({ children }: { readonly children?: ReactNode }) {
  return (
    <div role="status" tabIndex={-1} className={styles.notices}>
      {children}
    </div>
  )
}
