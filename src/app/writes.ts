import type { ActionFunction } from 'react-router-dom'
import { login } from '../api/auth'
import type { ApiClient } from '../api/client'
import { errorMessage, isAbort, isUnanswered, logFailure, type FailureTexts } from '../api/errors'
import { forgotPassword } from '../api/forgotPassword'
import { clockOffset, decodeToken } from '../auth/token'
import { failed, loading, ready, type Loadable } from '../domain/loadable'
import { messages } from '../domain/messages'
import { paths } from '../domain/paths'
import { safeReturnPath } from '../domain/returnPath'
import { isClientRole } from '../domain/roles'
import { validateForgotPassword, validateLogin } from '../domain/validation'

/** Spec section 8. A write given up (aborted, or the page reloading) says nothing: it stays busy. */
export async function writeAnswer<T>(
  call: Promise<T>,
  failure: FailureTexts,
): Promise<Loadable<T>> {
  try {
    return ready(await call)
  } catch (error) {
    if (isAbort(error)) return loading
    logFailure(failure.what, error)
    const message = errorMessage(error, failure)
    return isUnanswered(error)
      ? { status: 'failed' as const, message, maybeDone: true }
      : failed(message)
  }
}

export interface SignedIn {
  readonly token: string
  readonly email: string
  readonly to: string
}

/**
 * /login's action (spec sections 4, 5 and 8). The token is read on the server's clock (a device
 * clock that is off must not refuse a fresh token); one without a role signs in, and the server's
 * check decides. LoginRoute stores the session, so a client who has left is never signed in late.
 */
export const signInAction =
  (api: ApiClient): ActionFunction =>
  async ({ request }): Promise<Loadable<SignedIn>> => {
    const { email, password } = (await request.json()) as { email: string; password: string }
    const invalid = validateLogin(email, password)
    if (invalid) return failed(invalid)
    const body = { email: email.trim(), password }
    const sent = await writeAnswer(login(api, body, request.signal), {
      what: 'Signing in',
      fallback: messages.loginFailed,
      network: messages.loginNetwork,
    })
    if (sent.status !== 'ready') return sent
    const { token } = sent.data
    const payload = decodeToken(token, Date.now() + clockOffset(token))
    if (!payload) {
      console.warn('The login response carried a token that cannot be decoded.')
      return failed(messages.loginNetwork)
    }
    if (payload.role !== null && !isClientRole(payload.role)) {
      console.warn(`Signing in refused: the token's role is not client (${payload.role}).`)
      return failed(messages.notClientAccount)
    }
    const next = safeReturnPath(new URL(request.url).searchParams.get('next'))
    const landing = isClientRole(payload.role) ? paths.client : paths.dashboard
    return ready({ token, email: body.email, to: next ?? landing })
  }

/** /forgot-password's action (spec sections 4, 5 and 8). */
export const forgotPasswordAction =
  (api: ApiClient): ActionFunction =>
  async ({ request }): Promise<Loadable<void>> => {
    const { email } = (await request.json()) as { email: string }
    const invalid = validateForgotPassword(email)
    if (invalid) return failed(invalid)
    return writeAnswer(forgotPassword(api, { email: email.trim() }, request.signal), {
      what: 'Asking for reset instructions',
      fallback: messages.forgotFailed,
      network: messages.forgotNetwork,
      unanswered: messages.forgotUnanswered,
    })
  }
