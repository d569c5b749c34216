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
export function Message({ tone, children }: { tone: MessageTone; children: ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={styles.message} data-tone={tone}>
      {children}
    </p>
  )
}

/** Why a load or a submit failed (spec section 8), once it has; nothing otherwise. */
export function FailureMessage({ of }: { of: Loadable<unknown> }) {
  return of.status === 'failed' ? <Message tone="error">{of.message}</Message> : null
}
