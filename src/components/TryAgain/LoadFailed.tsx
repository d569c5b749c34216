import type { Ref } from 'react'
import { Button } from '../Button'
import { Message } from '../Message'
import styles from './LoadFailed.module.css'

interface LoadFailedProps {
  /** What failed, as the page says it (an alert). */
  readonly message: string
  /** 'Try again' (useTryAgain's), shown beside the message when the load can be retried. */
  readonly onTryAgain?: () => void
  /** The button, for the focus to come back to when the load fails again (useTryAgain's). */
  readonly buttonRef?: Ref<HTMLButtonElement>
}

/** A page's load that failed: its message, with 'Try again' beside it, or under it when narrow. */
export function LoadFailed({ message, onTryAgain, buttonRef }: LoadFailedProps) {
  return (
    <div className={styles.failure}>
      <Message tone="error">{message}</Message>
      {onTryAgain && (
        <Button ref={buttonRef} variant="secondary" onClick={onTryAgain}>
          Try again
        </Button>
      )}
    </div>
  )
}
