import { Suspense } from 'react'
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom'
import type { LinkField } from '../domain/channels'
import { paths } from '../domain/paths'
import { reportPaths } from '../domain/reportPaths'
import { LoadingScreen } from '../screens/Loading'
import LoginRoute from './routes/LoginRoute'
import { lazyPage } from './routes/lazyPage'
import { DashboardRoute, ShellLayout } from './routes/loadSignedIn'
import { RequireClient } from './routes/RequireClient'

// Sign-in is the first page most visits see, so it ships in the main bundle with the guard; the
// rest load on demand.
const ForgotPasswordRoute = lazyPage(() => import('./routes/ForgotPasswordRoute'))
const MenuRoute = lazyPage(() => import('./routes/MenuRoute'))
const ReportRoute = lazyPage(() => import('./routes/ReportRoute'))
const AiOptimizationsRoute = lazyPage(() => import('./routes/AiOptimizationsRoute'))
const NotificationsRoute = lazyPage(() => import('./routes/NotificationsRoute'))
const SettingsRoute = lazyPage(() => import('./routes/SettingsRoute'))

const toDashboard = <Navigate to={paths.dashboard} replace />

/**
 * The route table of spec section 2, as data: the public pages, then every signed-in page behind
 * the guard and inside the shell, then the redirects.
 */
export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginRoute /> },
  {
    path: paths.forgotPassword,
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <ForgotPasswordRoute />
      </Suspense>
    ),
  },
  {
    element: <RequireClient />,
    children: [
      {
        element: <ShellLayout />,
        children: [
          { path: paths.dashboard, element: <DashboardRoute /> },
          { path: paths.client, element: <DashboardRoute /> },
          { path: paths.socialAnalytics, element: <MenuRoute menu="social" /> },
          { path: paths.programmaticAnalytics, element: <MenuRoute menu="programmatic" /> },
          ...(Object.entries(reportPaths) as [LinkField, string][]).map(([field, path]) => ({
            path,
            element: <ReportRoute key={path} field={field} />,
          })),
          { path: paths.aiOptimizations, element: <AiOptimizationsRoute /> },
          { path: paths.notifications, element: <NotificationsRoute /> },
          { path: paths.settings, element: <SettingsRoute /> },
        ],
      },
    ],
  },
  { path: paths.root, element: toDashboard },
  { path: '*', element: toDashboard },
]

export function AppRoutes() {
  return useRoutes(routes)
}
