/**
 * One chunk, loaded on demand (pageCode.ts says why one). Not the guard: it is also a signed-in
 * page's first paint (routes.tsx).
 */
export { default as AiOptimizationsRoute } from './routes/AiOptimizationsRoute'
export { default as DashboardRoute } from './routes/DashboardRoute'
export { default as MenuRoute } from './routes/MenuRoute'
export { default as NotificationsRoute } from './routes/NotificationsRoute'
export { default as ReportRoute } from './routes/ReportRoute'
export { default as SettingsRoute, changePasswordAction } from './routes/SettingsRoute'
export { default as ShellLayout } from './routes/ShellLayout'
