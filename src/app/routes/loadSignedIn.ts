import { lazyPage } from './lazyPage'

/**
 * The signed-in pages' part of the route table (the guard, the shell, every page, the
 * redirects). /login's first download does without it: main.tsx awaits it before the first
 * render of any other page, and sign-in asks for it early (`preloadSignedIn`).
 */
export const SignedInRoutes = lazyPage(() => import('../SignedInRoutes'))

/**
 * React Router and the route table (Pages.tsx): /login's first download does without them too;
 * main.tsx awaits them before the first render of any other page.
 */
export const RoutedPages = lazyPage(() => import('../RoutedPages'))

/**
 * The code a client needs right after signing in: the shell and the dashboard they land on. The
 * route table shows them from here; sign-in asks for them early, so they are here, and render at
 * once, by the time the session is.
 */
export const ShellLayout = lazyPage(() => import('./ShellLayout'))
export const DashboardRoute = lazyPage(() => import('./DashboardRoute'))

/** Starts loading the signed-in code: sign-in calls it once /login has painted. */
export function preloadSignedIn() {
  void Promise.all([
    RoutedPages.load(),
    SignedInRoutes.load(),
    ShellLayout.load(),
    DashboardRoute.load(),
  ]).catch(() => {
    // A failed preload is tried again by the route that needs it, which then says so.
  })
}
