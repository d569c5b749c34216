/**
 * The code a client needs right after signing in: the shell and the dashboard they land on. The
 * route table loads them on demand; sign-in starts loading them as soon as Login is pressed, so
 * they are there by the time the session is.
 */
export const loadShell = () => import('./ShellLayout')
export const loadDashboard = () => import('./DashboardRoute')

export function preloadSignedIn() {
  void Promise.all([loadShell(), loadDashboard()]).catch(() => {
    // A failed preload is tried again by the route that needs it, which then says so.
  })
}
