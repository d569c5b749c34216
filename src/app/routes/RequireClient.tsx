import { use, useEffect } from 'react'
import { Navigate, useNavigation, useOutlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { hasUsableCredentials } from '../../auth/credentials'
import { returnsAfterSignIn } from '../../auth/session'
import { usePortalNavigation } from '../../components/Link'
import { paths } from '../../domain/paths'
import { loginAddress } from '../../domain/returnPath'
import { AuthenticatingScreen } from '../../screens/Authenticating'
import { SettingsContext } from '../settingsContext'

/**
 * The route guard (spec section 2): the authenticating animation while the session check
 * decides, /login for anyone who is not a signed-in client, and the page for everyone else.
 * Sign-in is told the page (`?next=`) to come back to, unless the user logged out. It is also its
 * route's fallback while the router's first load runs (no page below it yet: `outlet` is null),
 * so the animation is one element from the first paint until the page: never drawn twice, its
 * fade never started again.
 */
export function RequireClient() {
  const outlet = useOutlet()
  const { session, isSigningOut, expire } = useAuth()
  const location = usePortalNavigation()
  // The deployment's settings (config.json), read beside the page's code: every page needs them.
  const settings = use(SettingsContext)
  // Read again on every navigation, once it has arrived (so sign-in is told the new page): a
  // token or email removed in this tab (which no storage event reports) ends the session before
  // the next page is used. A Logout clears them first, and the page stays until its call has
  // answered.
  const arrived = useNavigation().state === 'idle'
  const credentialsGone =
    arrived && session.status === 'authenticated' && !isSigningOut && !hasUsableCredentials()
  useEffect(() => {
    if (credentialsGone) expire('The stored token or email is gone; signing out.')
  }, [credentialsGone, expire])

  if (!outlet) return <AuthenticatingScreen />
  if (session.status === 'unauthenticated') {
    const to = returnsAfterSignIn(session.ended) ? loginAddress(location) : paths.login
    return <Navigate to={to} replace />
  }
  if (session.status === 'loading' || credentialsGone || !settings) return <AuthenticatingScreen />
  return outlet
}
