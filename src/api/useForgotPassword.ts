import { messages } from '../domain/messages'
import { validateForgotPassword } from '../domain/validation'
import { useApi } from './ApiContext'
import { forgotPassword } from './forgotPassword'
import { useSubmit } from './useSubmit'

/** The forgot-password form's behaviour (spec sections 4, 5 and 8). */
export function useForgotPassword() {
  const api = useApi()
  const submission = useSubmit(
    (email: string, signal: AbortSignal) => forgotPassword(api, { email }, signal),
    {
      what: 'Asking for reset instructions',
      fallback: messages.forgotFailed,
      network: messages.forgotNetwork,
      unanswered: messages.forgotUnanswered,
    },
  )

  async function submit(email: string) {
    const invalid = validateForgotPassword(email)
    if (invalid) return submission.fail(invalid)
    await submission.submit(email.trim())
  }

  return { state: submission.state, slow: submission.slow, submit }
}
