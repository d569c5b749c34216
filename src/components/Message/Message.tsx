import type { ReactNode } from 'react'
import type { Loadable } from '../../domain/loadable'
import styles from './Message.module.css'

export type MessageTone = 'error' | 'success' | 'info'

/** A message to show, decided elsewhere (such as 'Logged out successfully!' on sign-in). */
export interface Notice {
  readonly tone: MessageTone
  readonly text: string
}

/**
 * A message in the flow of a page. Errors are announced at once (role alert); success and info
 * politely (role status).
 */
export function Message({
  tone,
  children,
}: {
  /** `error` (an alert, said at once), or `success` and `info` (a status, said politely). */
  tone: MessageTone
  /** What it says: a text from the message catalogue (src/domain/messages.ts) or the server's. */
  children: ReactNode
}) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={styles.message} data-tone={tone}>
      {children}
    </p>
  )
}

/** Why a load or a submit failed (spec section 8), once it has; nothing otherwise. */
export function FailureMessage({
  of,
}: {
  /** The load or submit whose failure to show; any other state shows nothing. */
  of: Loadable<unknown>
}) {
  return of.status === 'failed' ? <Message tone="error">{of.message}</Message> : null
}
