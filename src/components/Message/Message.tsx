import type { ReactNode } from 'react'
import type { Loadable } from '../../domain/loadable'
import { StatusText } from '../LiveRegion'
import styles from './Message.module.css'

export type MessageTone = 'error' | 'success' | 'info'

/** A message to show, decided elsewhere (such as 'Logged out successfully!' on sign-in). */
export interface Notice {
  readonly tone: MessageTone
  readonly text: string
}

/**
 * A message in the flow of a page. Errors are announced at once (role alert); success and info
 * politely, written into the page's standing live region (StatusText; docs/accessibility.md).
 */
export function Message({
  tone,
  children,
}: {
  /** `error` (an alert, said at once), or `success` and `info` (said politely). */
  tone: MessageTone
  /** What it says: a text from the message catalogue (src/domain/messages.ts) or the server's. */
  children: ReactNode
}) {
  if (tone === 'error') {
    return (
      <p role="alert" className={styles.message} data-tone={tone}>
        {children}
      </p>
    )
  }
  return (
    <StatusText className={styles.message} data-tone={tone}>
      {children}
    </StatusText>
  )
}

/**
 * Why a load or a submit failed (spec section 8), once it has; nothing otherwise. A write with no
 * answer in time (`maybeDone`) may have happened: its message is information, not an error.
 */
export function FailureMessage({
  of,
}: {
  /** The load or submit whose failure to show; any other state shows nothing. */
  of: Loadable<unknown>
}) {
  if (of.status !== 'failed') return null
  return <Message tone={of.maybeDone ? 'info' : 'error'}>{of.message}</Message>
}
