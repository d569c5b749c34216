import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useAdvertiserList } from '../../api/useAdvertiserList'
import { useAuth } from '../../auth/AuthContext'
import { SessionChecks } from '../../auth/SessionChecks'
import { RouterNavigation } from '../navigation'
import { preloadSignedInPages } from '../pageCode'

/**
 * Above every page: the portal's navigation, the session's checks, and what a visit does once
 * the page works: the signed-in pages' code is fetched when the browser is idle (from sign-in, so
 * the move after it waits for none), and a session that ends drops its advertiser list.
 */
export function Root() {
  const { session } = useAuth()
  const advertisers = useAdvertiserList()
  useEffect(() => {
    if (session.status === 'unauthenticated') advertisers.drop()
  }, [session.status, advertisers])

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
