import { Suspense, useCallback, useState } from 'react'
import { LoadingScreen } from '../screens/Loading'
import { RoutedPages } from './routes/loadSignedIn'
import type { Address } from './navigation/useHistoryNavigation'
import { isPublicPath, PublicPages } from './PublicPages'

/**
 * Every page. A visit that begins on sign-in or Forgot Password starts without the router
 * (PublicPages); any other page, and the first move from those two to another, shows the
 * router's pages (RoutedPages.tsx), which stay from then on.
 */
export function Pages({ initial }: { readonly initial: Address }) {
  const [routed, setRouted] = useState(() => !isPublicPath(initial.pathname))
  const leave = useCallback(() => setRouted(true), [])
  if (!routed) return <PublicPages initial={initial} onLeave={leave} />
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RoutedPages />
    </Suspense>
  )
}
