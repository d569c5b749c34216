import { replace, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { paths } from '../domain/paths'
import { reportPaths } from '../domain/reportPaths'
import type { LinkField } from '../domain/channels'
import { LoadingScreen } from '../screens/Loading'
import { loadSignedInCode } from './pageCode'
import ForgotPasswordRoute from './routes/ForgotPasswordRoute'
import LoginRoute from './routes/LoginRoute'
import { RouterNavigation } from './navigation'
import { RequireClient } from './routes/RequireClient'
import { Root } from './routes/Root'
import { RouteErrorPage } from './routes/RouteErrorPage'
import { revalidatesSignedIn, signedInRouteId, startSignedInData, type Visit } from './visit'
import { forgotPasswordAction, signInAction } from './writes'

const signedIn =
  (pick: (module: Awaited<ReturnType<typeof loadSignedInCode>>) => Shown): RouteObject['lazy'] =>
  async () =>
    pick(await loadSignedInCode())

type Shown = Pick<RouteObject, 'Component' | 'element' | 'action'>

const pageLoader =
  (visit: Visit, path: string): LoaderFunction =>
  async (args) =>
    (await visit.pages()).route(path)(args)

/**
 * Spec section 2. Loaders hand their calls over unawaited (`PageRead`, reads.ts); for the page a
 * visit opens, main.tsx has asked already.
 */
const signedInPages = (visit: Visit): RouteObject[] => [
  { path: paths.dashboard, lazy: signedIn((m) => ({ Component: m.DashboardRoute })) },
  { path: paths.client, lazy: signedIn((m) => ({ Component: m.DashboardRoute })) },
  ...(['social', 'programmatic'] as const).map((menu) => ({
    path: menu === 'social' ? paths.socialAnalytics : paths.programmaticAnalytics,
    lazy: signedIn(({ MenuRoute }) => ({ element: <MenuRoute menu={menu} /> })),
  })),
  ...(Object.entries(reportPaths) as [LinkField, string][]).map(([field, path]) => ({
    path,
    lazy: signedIn(({ ReportRoute }) => ({ element: <ReportRoute field={field} /> })),
  })),
  {
    path: paths.aiOptimizations,
    loader: pageLoader(visit, paths.aiOptimizations),
    lazy: signedIn((m) => ({ Component: m.AiOptimizationsRoute })),
  },
  {
    path: paths.notifications,
    loader: pageLoader(visit, paths.notifications),
    lazy: signedIn((m) => ({ Component: m.NotificationsRoute })),
  },
  {
    path: paths.settings,
    loader: pageLoader(visit, paths.settings),
    lazy: signedIn((m) => ({
      Component: m.SettingsRoute,
      action: m.changePasswordAction(visit.api),
    })),
  },
]

/** The route table of spec section 2. */
export function portalRoutes(visit: Visit): RouteObject[] {
  return [
    {
      element: <Root onSessionEnd={visit.advertisers.drop} />,
      // In place of Root, so it brings the navigation Root gives every page.
      errorElement: (
        <RouterNavigation>
          <RouteErrorPage />
        </RouterNavigation>
      ),
      HydrateFallback: LoadingScreen,
      children: [
        { path: paths.login, Component: LoginRoute, action: signInAction(visit.api) },
        {
          path: paths.forgotPassword,
          Component: ForgotPasswordRoute,
          action: forgotPasswordAction(visit.api),
        },
        {
          id: signedInRouteId,
          loader: ({ request }) => {
            const data = startSignedInData(visit, request)
            return 'redirect' in data ? replace(data.redirect) : data
          },
          shouldRevalidate: revalidatesSignedIn,
          // Its own fallback, so the authenticating animation (spec section 2) is drawn once.
          Component: RequireClient,
          HydrateFallback: RequireClient,
          children: [
            {
              lazy: signedIn(({ ShellLayout }) => ({ Component: ShellLayout })),
              children: [
                {
                  errorElement: <RouteErrorPage />,
                  children: signedInPages(visit),
                },
              ],
            },
          ],
        },
        // `element: null`: React Router warns of a route that names nothing to show.
        { path: '*', loader: () => replace(paths.dashboard), element: null },
      ],
    },
  ]
}
