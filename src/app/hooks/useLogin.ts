import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useApi } from '../../api/ApiContext'
import { login } from '../../api/auth'
import { errorMessage, isAbort } from '../../api/errors'
import { useAuth } from '../../auth/AuthContext'
import { decodeToken } from '../../auth/token'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { isClientRole } from '../../domain/roles'
import { validateLogin } from '../../domain/validation'
import type { LoginValues } from '../../screens/Login'

interface LoginState {
  readonly status: 'idle' | 'submitting'
  readonly error: string | null
}

/**
 * The sign-in form's behaviour (spec sections 4, 5 and 8). On success the session is stored and
 * checked, and the user goes to /client when the token's role is client, else to /dashboard.
 */
export function useLogin() {
  const api = useApi()
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const [state, setState] = useState<LoginState>({ status: 'idle', error: null })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  async function submit({ email, password }: LoginValues) {
    const invalid = validateLogin(email, password)
    if (invalid) {
      setState({ status: 'idle', error: invalid })
      return
    }
    controller.current?.abort()
    controller.current = new AbortController()
    setState({ status: 'submitting', error: null })
    try {
      const { token } = await login(
        api,
        { email: email.trim(), password },
        controller.current.signal,
      )
      const payload = decodeToken(token)
      if (!payload) {
        console.warn('The login response carried a token that cannot be decoded.')
        setState({ status: 'idle', error: messages.loginNetwork })
        return
      }
      signIn({ token, email: email.trim() })
      navigate(isClientRole(payload.role) ? paths.client : paths.dashboard, { replace: true })
    } catch (error) {
      if (isAbort(error)) return
      setState({
        status: 'idle',
        error: errorMessage(error, {
          fallback: messages.loginFailed,
          network: messages.loginNetwork,
        }),
      })
    }
  }

  return { ...state, submit }
}
