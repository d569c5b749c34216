import { Navigate, useRoutes, type RouteObject } from 'react-router-dom'
import type { LinkField } from '../domain/channels'
import { paths } from '../domain/paths'
import { reportPaths } from '../domain/reportPaths'
import { publicRoutes } from './PublicPages'
import { lazyPage } from './routes/lazyPage'
import { DashboardRoute, ShellLayout } from './routes/loadSignedIn'
import { RequireClient } from './routes/RequireClient'

const MenuRoute = lazyPage(() => import('./routes/MenuRoute'))
const ReportRoute = lazyPage(() => import('./routes/ReportRoute'))
const AiOptimizationsRoute = lazyPage(() => import('./routes/AiOptimizationsRoute'))
const NotificationsRoute = lazyPage(() => import('./routes/NotificationsRoute'))
const SettingsRoute = lazyPage(() => import('./routes/SettingsRoute'))

const toDashboard = <Navigate to={paths.dashboard} replace />

/**
 * The rest of the route table of spec section 2: every signed-in page behind the guard and inside
 * the shell, then the redirects. AppRoutes shows it for every path but the public pages.
 */
const signedInRoutes: RouteObject[] = [
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

/** The whole route table, as data: the public pages, then the signed-in ones and the redirects. */
export const routeTable: RouteObject[] = [...publicRoutes, ...signedInRoutes]

export default function SignedInRoutes() {
  return useRoutes(signedInRoutes)
}
