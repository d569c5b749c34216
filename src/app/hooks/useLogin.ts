import { useApi } from '../../api/ApiContext'
import { login } from '../../api/auth'
import type { LoginRequest } from '../../api/types'
import { useSubmit } from '../../api/useSubmit'
import { useAuth } from '../../auth/AuthContext'
import { clockOffset, decodeToken } from '../../auth/token'
import { usePortalNavigation } from '../../components/Link'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { isClientRole } from '../../domain/roles'
import { validateLogin } from '../../domain/validation'
import type { LoginValues } from '../../screens/Login'

/**
 * The sign-in form's behaviour (spec sections 4, 5 and 8). On success the session is stored and
 * checked, and the user goes to `next` (the page they were on, already checked to be a portal
 * path) when there is one, else to /client when the token's role is client, else to /dashboard.
 * A token whose role is there and is not client is refused with a message and nothing stored; a
 * token without a role signs in, and the server's check decides.
 */
export function useLogin(next: string | null = null) {
  const api = useApi()
  const { signIn } = useAuth()
  const { go } = usePortalNavigation()
  const submission = useSubmit(
    (body: LoginRequest, signal: AbortSignal) => login(api, body, signal),
    { what: 'Signing in', fallback: messages.loginFailed, network: messages.loginNetwork },
  )

  async function submit({ email, password }: LoginValues) {
    const invalid = validateLogin(email, password)
    if (invalid) return submission.fail(invalid)
    const sent = await submission.submit({ email: email.trim(), password })
    if (!sent.ok) return
    // Judged on the server's clock (a device clock that is off must not refuse a fresh token).
    const payload = decodeToken(sent.data.token, Date.now() + clockOffset(sent.data.token))
    if (!payload) {
      console.warn('The login response carried a token that cannot be decoded.')
      return submission.fail(messages.loginNetwork)
    }
    if (payload.role !== null && !isClientRole(payload.role)) {
      console.warn(`Signing in refused: the token's role is not client (${payload.role}).`)
      return submission.fail(messages.notClientAccount)
    }
    signIn({ token: sent.data.token, email: email.trim() })
    const landing = isClientRole(payload.role) ? paths.client : paths.dashboard
    // The page after sign-in starts afresh: whatever was behind the sign-in page (the page logged
    // out of, another dashboard) is no page to return to by Previous Page.
    go(next ?? landing, { replace: true, arrival: true })
  }

  return { state: submission.state, submit }
}
