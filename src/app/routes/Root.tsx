import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { SessionChecks } from '../../auth/SessionChecks'
import { RouterNavigation } from '../navigation'
import { preloadSignedInPages } from '../pageCode'

interface RootProps {
  /** The visit's advertiser list is dropped: the next session's pages ask anew. */
  readonly onSessionEnd: () => void
}

/**
 * Above every page: the portal's navigation, the session's checks, and what a visit does once
 * the page works: the signed-in pages' code is fetched when the browser is idle (from sign-in, so
 * the move after it waits for none), and a session that ends (a 401 included) drops what was
 * asked for it.
 */
export function Root({ onSessionEnd }: RootProps) {
  const { session } = useAuth()
  useEffect(() => {
    if (session.status === 'unauthenticated') onSessionEnd()
  }, [session.status, onSessionEnd])

  useEffect(() => {
    const idle = window.requestIdleCallback ?? setTimeout
    idle(preloadSignedInPages)
  }, [])

  return (
    <RouterNavigation>
      <SessionChecks />
      <Outlet />
    </RouterNavigation>
  )
}
