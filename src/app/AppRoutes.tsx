import { Suspense } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { LoadingScreen } from '../screens/Loading'
import { RouterNavigation } from './navigation/RouterNavigation'
import { publicRoutes } from './PublicPages'
import { SignedInRoutes } from './routes/loadSignedIn'

/**
 * The route table of spec section 2: the public pages (PublicPages.tsx), and for every other
 * path the signed-in pages' table (SignedInRoutes.tsx, with its own code: the guard, the shell,
 * every page, the redirects).
 */
const routes: RouteObject[] = [
  ...publicRoutes,
  {
    path: '*',
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <SignedInRoutes />
      </Suspense>
    ),
  },
]

/** Every page, under the router around it; links and the public pages navigate through it. */
export function AppRoutes() {
  return <RouterNavigation>{useRoutes(routes)}</RouterNavigation>
}
