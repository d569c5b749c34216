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

/** A route's component or element, from the signed-in pages' chunk. */
const signedIn =
  (pick: (module: Awaited<ReturnType<typeof loadSignedInCode>>) => Shown): RouteObject['lazy'] =>
  async () =>
    pick(await loadSignedInCode())

/** What a lazy route gives: its component, or its element; and its action, if it has one. */
type Shown = Pick<RouteObject, 'Component' | 'element' | 'action'>

/** The loader of a page with a call of its own, from the visit's page loaders (pageReads.ts). */
const pageLoader =
  (visit: Visit, path: string): LoaderFunction =>
  async (args) =>
    (await visit.pages()).route(path)(args)

/**
 * The pages behind sign-in (spec section 2). Every loader starts its calls and hands them over
 * unawaited (`PageRead`, src/app/reads.ts); on the page a visit opens, the entry, main.tsx, has
 * asked already. Revalidation (Try again, back online, the tab back after 5 minutes) runs them
 * again; a move between pages runs only the page's own.
 *
 * | route                     | its loader asks for                                            |
 * | ------------------------- | -------------------------------------------------------------- |
 * | signed-in (every page)    | the session check; the advertiser list, once a visit           |
 * |                           | (src/app/advertiserList.ts), read by the dropdown's pages      |
 * | dashboard, menus, reports | nothing more                                                   |
 * | /ai-optimizations         | the address's advertiser's optimisation data                   |
 * | /notifications            | the contact details (POST /api/auth/query)                     |
 * | /settings                 | the profile (POST /api/auth/profile-with-advertisers)          |
 *
 * /settings also has an action, Edit Password's Save (PUT /api/auth/update-password), with its
 * page's code.
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

/**
 * The route table of spec section 2, the portal's one router: the public pages (prerendered by
 * the build, and hydrated), each with its form's action (src/app/writes.ts: POST /api/auth/login,
 * POST /api/forgot-password); every other page behind the guard and inside the shell, its session
 * check and advertiser list asked for by the guard's loader while the page's code loads; and
 * everything else to the dashboard.
 */
export function portalRoutes(visit: Visit): RouteObject[] {
  return [
    {
      element: <Root onSessionEnd={visit.advertisers.drop} />,
      // A signed-in page's code that did not arrive, or a page that failed outside the shell:
      // in place of Root, so with the navigation of its own that every page has.
      errorElement: (
        <RouterNavigation>
          <RouteErrorPage />
        </RouterNavigation>
      ),
      // While the first page's code loads (or, for an unknown path, until it is sent on).
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
          // On the visit's first signed-in page, the stored advertiser named in the address.
          loader: ({ request }) => {
            const data = startSignedInData(visit, request)
            return 'redirect' in data ? replace(data.redirect) : data
          },
          shouldRevalidate: revalidatesSignedIn,
          // Spec section 2: the authenticating animation while the decision is made, drawn by the
          // guard itself from the first paint (its own fallback), so never twice.
          Component: RequireClient,
          HydrateFallback: RequireClient,
          children: [
            {
              lazy: signedIn(({ ShellLayout }) => ({ Component: ShellLayout })),
              children: [
                {
                  // A page that fails to render, or whose code does not arrive: the error page,
                  // inside the shell, until the next move.
                  errorElement: <RouteErrorPage />,
                  children: signedInPages(visit),
                },
              ],
            },
          ],
        },
        // The spec's '/' and every unknown path, in place of the entry. It shows nothing (its
        // loader always sends the page on), and says so: React Router warns in the console of
        // a page that names nothing to show.
        { path: '*', loader: () => replace(paths.dashboard), element: null },
      ],
    },
  ]
}
