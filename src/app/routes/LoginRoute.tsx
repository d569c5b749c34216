import { useEffect, useState } from 'react'
import { useAuth } from '../../auth/AuthContext'
import type { Session, SessionEnd } from '../../auth/session'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { safeReturnPath, withNext } from '../../domain/returnPath'
import { Redirect, useNavigation } from '../../components/Link'
import type { Notice } from '../../components/Message'
import { useHydrated } from '../hooks/useHydrated'
import { LoginScreen } from '../../screens/Login'
import { useLogin } from '../hooks/useLogin'
import { usePageTitle } from '../hooks/usePageTitle'

/** How the last session ended, if it ended just now. */
function endOf(session: Session): SessionEnd | undefined {
  return session.status === 'unauthenticated' ? session.ended : undefined
}

/**
 * What sign-in says on arrival: the logout alert of spec section 8, that the session ended by
 * itself, or why the sign-in just made did not hold (the server's check refused it or could not
 * be reached). 'Sign in again' was the user's own choice: nothing to say.
 */
function arrivalNotice(ended: SessionEnd | undefined): Notice | null {
  switch (ended) {
    case 'logged-out':
      return { tone: 'success', text: messages.logoutSucceeded }
    case 'logout-failed':
      return { tone: 'error', text: messages.logoutFailed }
    case 'expired':
      return { tone: 'info', text: messages.sessionEnded }
    case 'not-client':
      return { tone: 'error', text: messages.notClientAccount }
    case 'check-unreachable':
      return { tone: 'error', text: messages.loginNetwork }
    default:
      return null
  }
}

/**
 * /login: someone who arrives with a stored session goes on to the dashboard (spec section 2),
 * or to the page named by `?next=` when it is a page of the portal (see domain/returnPath).
 *
 * A first visit's page is the one the build prerendered (signed out, no query, no notice), which
 * React hydrates as it is; what this visitor brings (a stored session, `?next=`, how their last
 * session ended) shows in the render right after (React's two-pass hydration).
 */
export default function LoginRoute() {
  const { session, acknowledgeSignOut } = useAuth()
  const { search } = useNavigation()
  const hydrated = useHydrated()
  const next = hydrated ? safeReturnPath(new URLSearchParams(search).get('next')) : null
  const login = useLogin(next)
  // Decided on arrival only: signing in here navigates on its own once the session is stored.
  const [arrivedSignedIn] = useState(session.status !== 'unauthenticated')
  // Said once, on the arrival that follows the end of a session; a later visit starts clean.
  const [ended] = useState(() => endOf(session))
  const notice = hydrated ? arrivalNotice(ended) : null
  useEffect(() => {
    if (ended) acknowledgeSignOut()
  }, [ended, acknowledgeSignOut])
  usePageTitle('Sign in')

  if (hydrated && arrivedSignedIn) return <Redirect to={next ?? paths.dashboard} />
  return (
    <LoginScreen
      submission={login.state}
      notice={login.state.status === 'idle' ? notice : null}
      forgotPasswordTo={withNext(paths.forgotPassword, next)}
      onSubmit={(values) => void login.submit(values)}
    />
  )
}
