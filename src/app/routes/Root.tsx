import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { SessionChecks } from '../../auth/SessionChecks'
import { RouterNavigation } from '../navigation'
import { preloadSignedInPages } from '../pageCode'

interface RootProps {
  readonly onSessionEnd: () => void
}

/** Fetches the signed-in pages' code once idle, even on sign-in, so the move after waits for none. */
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
