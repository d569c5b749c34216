import { useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from '../../components/Link'
import { AuthForm, AuthLayout } from '../../components/AuthLayout'
import { useBrand } from '../../components/Brand'
import { SubmitButton } from '../../components/Button'
import { FailureMessage, Message, type Notice } from '../../components/Message'
import { EmailField, PasswordField } from '../../components/TextField'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import styles from './LoginScreen.module.css'

export interface LoginValues {
  readonly email: string
  readonly password: string
}

export interface LoginScreenProps {
  /** The sign-in call: submitting while loading, and why it failed (spec section 8). */
  readonly submission: Loadable<unknown>
  readonly notice?: Notice | null
  readonly defaultValues?: Partial<LoginValues>
  readonly forgotPasswordTo?: string
  /** The build's prerendered HTML, not yet hydrated. */
  readonly starting?: boolean
  readonly onSubmit: (values: LoginValues) => void
}

/** Spec section 2, /login. */
export function LoginScreen({
  submission,
  notice,
  defaultValues,
  forgotPasswordTo = paths.forgotPassword,
  starting = false,
  onSubmit,
}: LoginScreenProps) {
  const { name } = useBrand()
  const [email, setEmail] = useState(defaultValues?.email ?? '')
  const [password, setPassword] = useState(defaultValues?.password ?? '')
  const submitting = submission.status === 'loading'
  const passwordField = useRef<HTMLInputElement>(null)
  const refocusPassword = useRef(false)

  // The password field is disabled while submitting (spec section 2): its focus moves to the
  // button and back. A browser left to blur a disabled field does it when its build chooses
  // (Chromium 150 mid-commit, 155 next frame) and leaves the focus on the body.
  useLayoutEffect(() => {
    if (!submitting && refocusPassword.current) {
      refocusPassword.current = false
      passwordField.current?.focus()
    }
  }, [submitting])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    refocusPassword.current = document.activeElement === passwordField.current
    if (refocusPassword.current) (event.nativeEvent as SubmitEvent).submitter?.focus()
    onSubmit({ email, password })
  }

  return (
    <AuthLayout title="Sign in" intro={messages.signInWelcome(name)}>
      {notice && <Message tone={notice.tone}>{notice.text}</Message>}
      <AuthForm label="Sign in" onSubmit={submit} starting={starting}>
        <EmailField value={email} onValueChange={setEmail} />
        <PasswordField
          label="Password"
          name="password"
          purpose="current"
          disabled={submitting}
          ref={passwordField}
          value={password}
          onValueChange={setPassword}
        />
        <FailureMessage of={submission} />
        <SubmitButton block busy={submitting} busyLabel={messages.loggingIn} starting={starting}>
          Login
        </SubmitButton>
      </AuthForm>
      <Link to={forgotPasswordTo} className={styles.forgot}>
        Forgot Password
      </Link>
    </AuthLayout>
  )
}
