import { useState, type FormEvent } from 'react'
import { AuthForm, AuthLayout } from '../../components/AuthLayout'
import { Button, SubmitButton } from '../../components/Button'
import { FailureMessage, Message } from '../../components/Message'
import { EmailField } from '../../components/TextField'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'

export interface ForgotPasswordScreenProps {
  /** The request: processing while loading, then sent, or why not (spec section 8). */
  readonly submission: Loadable<unknown>
  /** True once the request has gone 10 s unanswered: the page says it is still waiting. */
  readonly slow?: boolean
  readonly defaultEmail?: string
  /** The page is the build's HTML, not yet taken over by the app: its buttons are marked busy. */
  readonly starting?: boolean
  readonly onSubmit: (email: string) => void
  readonly onBackToLogin: () => void
}

/** Asks for an email and sends reset instructions (spec section 2, /forgot-password). */
export function ForgotPasswordScreen({
  submission,
  slow = false,
  defaultEmail = '',
  starting = false,
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
      <AuthForm label="Reset password" onSubmit={submit} starting={starting}>
        <EmailField value={email} onValueChange={setEmail} />
        <FailureMessage of={submission} />
        {processing && slow && <Message tone="info">{messages.stillWaiting}</Message>}
        {submission.status === 'ready' && <Message tone="success">{messages.forgotSent}</Message>}
        <SubmitButton block busy={processing} busyLabel={messages.processing} starting={starting}>
          Send Reset Instructions
        </SubmitButton>
      </AuthForm>
      <Button
        variant="secondary"
        block
        onClick={onBackToLogin}
        aria-disabled={starting || undefined}
      >
        Back to Login
      </Button>
    </AuthLayout>
  )
}
