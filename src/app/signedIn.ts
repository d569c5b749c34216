/**
 * The signed-in pages' own code, one chunk that the route table loads on demand (`lazy`): the
 * guard, the shell, the dashboard and the menus. index.html names it, and the report, AI,
 * Notifications and Settings pages' chunks, so a signed-in page never waits for code it finds
 * late (scripts/preloadSignedIn.ts); sign-in loads it once the form works.
 */
export { default as DashboardRoute } from './routes/DashboardRoute'
export { default as MenuRoute } from './routes/MenuRoute'
export { RequireClient } from './routes/RequireClient'
export { default as ShellLayout } from './routes/ShellLayout'
