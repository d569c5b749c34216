import type { ComponentType } from 'react'
import { Outlet, type RouteObject } from 'react-router-dom'
import { Redirect } from '../components/Link'
import { paths } from '../domain/paths'
import { reportPaths } from '../domain/reportPaths'
import type { LinkField } from '../domain/channels'
import { LoadingScreen } from '../screens/Loading'
import { RouterNavigation } from './navigation'
import { loadPageCode } from './pageCode'
import DashboardRoute from './routes/DashboardRoute'
import LoginRoute from './routes/LoginRoute'
import MenuRoute from './routes/MenuRoute'
import { RequireClient } from './routes/RequireClient'
import { RouteErrorPage } from './routes/RouteErrorPage'
import ShellLayout from './routes/ShellLayout'

/** The pages whose code is not in this table's own: the router loads a page's before showing it. */
const code = {
  forgotPassword: () => import('./routes/ForgotPasswordRoute'),
  report: () => import('./routes/ReportRoute'),
  aiOptimizations: () => import('./routes/AiOptimizationsRoute'),
  notifications: () => import('./routes/NotificationsRoute'),
  settings: () => import('./routes/SettingsRoute'),
}

/** Asks for every page's code, so no first visit to a page waits for it (App.tsx, once idle). */
export function preloadPages() {
  for (const load of Object.values(code)) void load().catch(() => {}) // Tried again when opened.
}

function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await loadPageCode(load)).default })
}

const reportPage = (field: LinkField): RouteObject['lazy'] =>
  async function () {
    const { default: ReportRoute } = await loadPageCode(code.report)
    return { element: <ReportRoute field={field} /> }
  }

/** The pages behind sign-in (spec section 2). */
const signedInPages: RouteObject[] = [
  { path: paths.dashboard, element: <DashboardRoute /> },
  { path: paths.client, element: <DashboardRoute /> },
  { path: paths.socialAnalytics, element: <MenuRoute menu="social" /> },
  { path: paths.programmaticAnalytics, element: <MenuRoute menu="programmatic" /> },
  ...(Object.entries(reportPaths) as [LinkField, string][]).map(([field, path]) => ({
    path,
    lazy: reportPage(field),
  })),
  { path: paths.aiOptimizations, lazy: page(code.aiOptimizations) },
  { path: paths.notifications, lazy: page(code.notifications) },
  { path: paths.settings, lazy: page(code.settings) },
]

/**
 * The route table of spec section 2, as one list: the public pages; every other page behind the
 * guard and inside the shell (the dashboard and the menus come with this table's code, the other
 * pages' code when first opened); and everything else to the dashboard.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    ),
    // While the first page's code loads.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: paths.login, element: <LoginRoute /> },
      {
        path: paths.forgotPassword,
        lazy: page(code.forgotPassword),
        // Its code not arriving says so, as a signed-in page's does.
        errorElement: <RouteErrorPage />,
      },
      {
        element: <RequireClient />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              {
                // A page that fails to render, or whose code does not arrive: the error page,
                // inside the shell, until the next move.
                errorElement: <RouteErrorPage />,
                children: signedInPages,
              },
            ],
          },
        ],
      },
      // The spec's '/' and every unknown path.
      { path: '*', element: <Redirect to={paths.dashboard} /> },
    ],
  },
]
