import { useState, type FormEvent } from 'react'
import { AuthLayout } from '../../components/AuthLayout'
import { Button } from '../../components/Button'
import { Message } from '../../components/Message'
import { TextField } from '../../components/TextField'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import styles from './ForgotPasswordScreen.module.css'

export interface ForgotPasswordScreenProps {
  /** The request: processing while loading, then sent, or why not (spec section 8). */
  readonly submission: Loadable<unknown>
  readonly defaultEmail?: string
  readonly onSubmit: (email: string) => void
  readonly onBackToLogin: () => void
}

/** Asks for an email and sends reset instructions (spec section 2, /forgot-password). */
export function ForgotPasswordScreen({
  submission,
  defaultEmail = '',
  onSubmit,
  onBackToLogin,
}: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState(defaultEmail)
  const processing = submission.status === 'loading'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!processing) onSubmit(email)
  }

  return (
    <AuthLayout
      title="Forgot Password"
      intro="Enter the email you sign in with and we will send you reset instructions."
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset password">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {submission.status === 'failed' && <Message tone="error">{submission.message}</Message>}
        {submission.status === 'ready' && <Message tone="success">{messages.forgotSent}</Message>}
        {/* aria-disabled, not disabled: the button keeps the focus while the request runs. */}
        <Button type="submit" block aria-disabled={processing}>
          {processing ? messages.processing : 'Send Reset Instructions'}
        </Button>
      </form>
      <Button variant="secondary" block onClick={onBackToLogin}>
        Back to Login
      </Button>
    </AuthLayout>
  )
}
