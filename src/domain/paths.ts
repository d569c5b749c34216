import { channels } from './channels'

/**
 * Every route of spec section 2, named once. Report routes come from the channel table.
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  /** Where a client lands after signing in; it shows the dashboard (see README). */
  client: '/client',
  socialAnalytics: '/social-analytics',
  programmaticAnalytics: '/programmatic-analytics',
  aiOptimizations: '/ai-optimizations',
  notifications: '/notifications',
  settings: '/settings',
} as const

export const reportPaths = channels.map((channel) => channel.path)

/** Pages anyone may open; every other route needs a signed-in client. */
export const publicPaths: readonly string[] = [paths.login, paths.forgotPassword]
