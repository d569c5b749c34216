import { useEffect, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import type { Session } from '../../auth/session'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import type { Notice } from '../../components/Message'
import { LoginScreen } from '../../screens/Login'
import { useLogin } from '../hooks/useLogin'
import { usePageTitle } from '../hooks/usePageTitle'

/** The logout alert of spec section 8, shown on arrival after a logout. */
function logoutNotice(session: Session): Notice | null {
  if (session.status !== 'unauthenticated' || !session.ended) return null
  return session.ended === 'logged-out'
    ? { tone: 'success', text: messages.logoutSucceeded }
    : { tone: 'error', text: messages.logoutFailed }
}

/** /login: someone who arrives with a stored session goes on to the dashboard (spec section 2). */
export default function LoginRoute() {
  const { session, acknowledgeSignOut } = useAuth()
  const login = useLogin()
  // Decided on arrival only: signing in here navigates on its own once the session is stored.
  const [arrivedSignedIn] = useState(session.status !== 'unauthenticated')
  // Said once, on the arrival that follows a logout; a later visit starts clean.
  const [notice] = useState(() => logoutNotice(session))
  useEffect(() => {
    if (notice) acknowledgeSignOut()
  }, [notice, acknowledgeSignOut])
  usePageTitle('Sign in')

  if (arrivedSignedIn) return <Navigate to={paths.dashboard} replace />
  return (
    <LoginScreen
      submission={login.state}
      notice={login.state.status === 'idle' ? notice : null}
      onSubmit={(values) => void login.submit(values)}
    />
  )
}
