import type { FormEvent, ReactNode } from 'react'
import styles from './AuthLayout.module.css'

export interface AuthFormProps {
  /** The form's accessible name: 'Sign in', 'Reset password'. */
  readonly label: string
  /** The app sends the form: call `preventDefault` on the event, then the backend. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /**
   * True while the page is the build's HTML, before the app has taken it over: the form says it
   * is busy (its submit button too, see SubmitButton), since a press does nothing yet.
   */
  readonly starting?: boolean
  readonly children: ReactNode
}

/**
 * The form of a public page (sign-in, Forgot Password), which the build prerenders. It says
 * `method="dialog"`: the browser never sends it itself (outside a dialog that does nothing), so a
 * press before the app has taken the page over cannot put the fields in the address.
 */
export function AuthForm({ label, onSubmit, starting = false, children }: AuthFormProps) {
  return (
    <form
      className={styles.form}
      method="dialog"
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      aria-busy={starting || undefined}
    >
      {children}
    </form>
  )
}
