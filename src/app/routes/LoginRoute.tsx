import { useEffect, useEffectEvent, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { readCredentials } from '../../auth/credentials'
import { endNotice, type Session, type SessionEnd } from '../../auth/session'
import { usePortalNavigation } from '../../components/Link'
import { useHydrated } from '../../components/useHydrated'
import { usePage } from '../../components/usePage'
import { dataOf } from '../../domain/loadable'
import { paths } from '../../domain/paths'
import { safeReturnPath, withNext } from '../../domain/returnPath'
import { LoginScreen } from '../../screens/Login'
import { subscribeToOtherTabs } from '../../storage/browserStorage'
import { useWrite } from '../hooks/useWrite'
import type { SignedIn } from '../writes'

/** How the last session ended, if it ended just now. */
function endOf(session: Session): SessionEnd | undefined {
  return session.status === 'unauthenticated' ? session.ended : undefined
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
  const { session, acknowledgeSignOut, followSignIn, signIn } = useAuth()
  const { search, go } = usePortalNavigation()
  const hydrated = useHydrated()
  const next = hydrated ? safeReturnPath(new URLSearchParams(search).get('next')) : null
  const login = useWrite<SignedIn>()
  const signedIn = dataOf(login.state)
  // The page after sign-in starts afresh: whatever was behind the sign-in page (the page logged
  // out of, another dashboard) is no page to return to by Previous Page.
  const arrive = useEffectEvent(({ token, email, to }: SignedIn) => {
    signIn({ token, email })
    go(to, { replace: true, arrival: true })
  })
  useEffect(() => {
    if (signedIn) arrive(signedIn)
  }, [signedIn])
  // Decided on arrival only: signing in here navigates on its own once the session is stored.
  const [arrivedSignedIn] = useState(session.status !== 'unauthenticated')
  // Said once, on the arrival that follows the end of a session; a later visit starts clean.
  const [ended] = useState(() => endOf(session))
  const notice = hydrated ? endNotice(ended) : null
  useEffect(() => {
    if (ended) acknowledgeSignOut()
  }, [ended, acknowledgeSignOut])
  // Another tab signs in (the token, then the email, reach this one): this tab goes on as well,
  // where it would after signing in here (docs/decisions.md).
  useEffect(
    () =>
      subscribeToOtherTabs((key) => {
        if (key !== null && key !== 'token' && key !== 'email') return
        if (!readCredentials()) return
        followSignIn()
        go(next ?? paths.dashboard, { replace: true })
      }),
    [followSignIn, go, next],
  )
  // Someone who arrives signed in is sent on: the page they land on is the visit's first.
  usePage('Sign in', { redirecting: arrivedSignedIn })

  if (hydrated && arrivedSignedIn) return <Navigate to={next ?? paths.dashboard} replace />
  return (
    <LoginScreen
      submission={login.state}
      notice={login.state.status === 'idle' ? notice : null}
      forgotPasswordTo={withNext(paths.forgotPassword, next)}
      starting={!hydrated}
      onSubmit={(values) => login.submit({ ...values })}
    />
  )
}
