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
 * The route guard (spec section 2). Also its route's fallback while the first load runs (`outlet`
 * null), so the animation is one element until the page: its fade never starts again.
 */
export function RequireClient() {
  const outlet = useOutlet()
  const { session, isSigningOut, expire } = useAuth()
  const location = usePortalNavigation()
  const settings = use(SettingsContext)
  // A token or email removed in this tab (no storage event reports it) ends the session, once a
  // move has arrived (so sign-in is told the new page). Logout clears them first, and waits.
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
