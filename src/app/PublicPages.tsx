import { Suspense } from 'react'
import { NavigationContext } from '../components/Link'
import { paths } from '../domain/paths'
import { LoadingScreen } from '../screens/Loading'
import { useHistoryNavigation, type Address } from './navigation/useHistoryNavigation'
import LoginRoute from './routes/LoginRoute'
import { lazyPage } from './routes/lazyPage'

// Sign-in is the first page most visits see, so it ships in the first download; the rest load on
// demand.
const ForgotPasswordRoute = lazyPage(() => import('./routes/ForgotPasswordRoute'))

/**
 * The public pages of spec section 2, open to everyone: one table, which PublicPages shows before
 * the router's code is here, and the route table (AppRoutes.tsx) once it is.
 */
export const publicRoutes = [
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

export function isPublicPath(pathname: string): boolean {
  return publicRoutes.some((route) => route.path === pathname)
}

interface PublicPagesProps {
  /** Where the visit arrived: the page's address, or the path the build prerenders. */
  readonly initial: Address
  /** Called when the visitor moves on to a page behind sign-in: the router takes over there. */
  readonly onLeave: () => void
}

/**
 * Sign-in and Forgot Password as a visit's first page shows them: without React Router, whose
 * code is most of what they would otherwise wait for (README, Decisions). Moving between them,
 * and Back and Forward, follow the browser's history here; the first move to any other page hands
 * over to the router (Pages.tsx), which then shows every page, these two included.
 */
export function PublicPages({ initial, onLeave }: PublicPagesProps) {
  const navigation = useHistoryNavigation(initial, isPublicPath, onLeave)
  const page = publicRoutes.find((route) => route.path === navigation.pathname)
  return <NavigationContext value={navigation}>{page?.element}</NavigationContext>
}
