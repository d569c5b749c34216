import { useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { paths } from '../../domain/paths'
import { LoginScreen, type Notice } from '../../screens/Login'
import { useLogin } from '../hooks/useLogin'
import type { LoginLocationState } from '../hooks/useLogout'

function noticeFrom(state: unknown): Notice | null {
  const notice = (state as LoginLocationState | null)?.notice
  return notice && typeof notice.text === 'string' ? notice : null
}

/** /login: someone who arrives with a stored session goes on to the dashboard (spec section 2). */
export default function LoginRoute() {
  const { session } = useAuth()
  const location = useLocation()
  const login = useLogin()
  // Decided on arrival only: signing in here navigates on its own once the session is stored.
  const [arrivedSignedIn] = useState(session.status !== 'unauthenticated')
  if (arrivedSignedIn) return <Navigate to={paths.dashboard} replace />
  return (
    <LoginScreen
      status={login.status}
      error={login.error}
      notice={login.status === 'idle' && !login.error ? noticeFrom(location.state) : null}
      onSubmit={(values) => void login.submit(values)}
    />
  )
}
