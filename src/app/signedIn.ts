/**
 * The signed-in pages' code, one chunk that the route table loads on demand (`lazy`): the shell
 * and every page behind sign-in (src/app/pageCode.ts says why one). The guard is in the app's own
 * download: it is also the first paint of a signed-in page (routes.tsx).
 */
export { default as AiOptimizationsRoute } from './routes/AiOptimizationsRoute'
export { default as DashboardRoute } from './routes/DashboardRoute'
export { default as MenuRoute } from './routes/MenuRoute'
export { default as NotificationsRoute } from './routes/NotificationsRoute'
export { default as ReportRoute } from './routes/ReportRoute'
export { default as SettingsRoute, changePasswordAction } from './routes/SettingsRoute'
export { default as ShellLayout } from './routes/ShellLayout'
