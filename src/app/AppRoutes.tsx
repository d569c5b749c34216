import { Suspense } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { paths } from '../domain/paths'
import { LoadingScreen } from '../screens/Loading'
import LoginRoute from './routes/LoginRoute'
import { lazyPage } from './routes/lazyPage'
import { SignedInRoutes } from './routes/loadSignedIn'

// Sign-in is the first page most visits see, so it ships in the main bundle; the rest load on
// demand.
const ForgotPasswordRoute = lazyPage(() => import('./routes/ForgotPasswordRoute'))

/** The public pages of spec section 2, open to everyone. */
export const publicRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginRoute /> },
  {
    path: paths.forgotPassword,
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <ForgotPasswordRoute />
      </Suspense>
    ),
  },
]

/**
 * The route table of spec section 2: the public pages here, and for every other path the
 * signed-in pages' table (SignedInRoutes.tsx, with its own code: the guard, the shell, every
 * page, the redirects).
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

export function AppRoutes() {
  return useRoutes(routes)
}
