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

function endOf(session: Session): SessionEnd | undefined {
  return session.status === 'unauthenticated' ? session.ended : undefined
}

/**
 * /login (spec section 2). The page is the build's prerendered one (signed out, no query, no
 * notice): what this visitor brings shows in the render after hydration.
 */
export default function LoginRoute() {
  const { session, acknowledgeSignOut, followSignIn, signIn } = useAuth()
  const { search, go } = usePortalNavigation()
  const hydrated = useHydrated()
  const next = hydrated ? safeReturnPath(new URLSearchParams(search).get('next')) : null
  const login = useWrite<SignedIn>()
  const signedIn = dataOf(login.state)
  // An arrival: what was behind sign-in is no page for Previous Page to return to.
  const arrive = useEffectEvent(({ token, email, to }: SignedIn) => {
    signIn({ token, email })
    go(to, { replace: true, arrival: true })
  })
  useEffect(() => {
    if (signedIn) arrive(signedIn)
  }, [signedIn])
  // On arrival only: signing in here navigates on its own.
  const [arrivedSignedIn] = useState(session.status !== 'unauthenticated')
  const [ended] = useState(() => endOf(session))
  const notice = hydrated ? endNotice(ended) : null
  useEffect(() => {
    if (ended) acknowledgeSignOut()
  }, [ended, acknowledgeSignOut])
  // Another tab signed in: this one follows (docs/decisions.md).
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
