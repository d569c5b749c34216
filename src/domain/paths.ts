import type { Channel } from './channels'
import { reportPaths } from './reportPaths'

/**
 * Every route of spec section 2, named once. Report routes come from the channel table.
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  /** Where a client lands after signing in; it shows the dashboard (docs/decisions.md, /client). */
  client: '/client',
  socialAnalytics: '/social-analytics',
  programmaticAnalytics: '/programmatic-analytics',
  aiOptimizations: '/ai-optimizations',
  notifications: '/notifications',
  settings: '/settings',
} as const

/** The pages that need no sign-in (spec section 2): the build prerenders them. */
export const publicPaths: readonly string[] = [paths.login, paths.forgotPassword]

/** The page an address shows: its path, with the dashboard's other addresses as /dashboard. */
function pageAt(address: string): string {
  const [pathname = ''] = address.split(/[?#]/)
  return pathname === paths.client || pathname === paths.root ? paths.dashboard : pathname
}

/**
 * True when `to` (a path, with a query if any) shows the page that `pathname` shows, whatever
 * their queries: following a link there adds no history entry (docs/decisions.md).
 */
export function isSamePage(to: string, pathname: string): boolean {
  return pageAt(to) === pageAt(pathname)
}

/** The route a channel's menu lives at: where Previous Page leads when there is no history. */
export function menuPathOf(channel: Channel): string {
  switch (channel.menu) {
    case 'social':
      return paths.socialAnalytics
    case 'programmatic':
      return paths.programmaticAnalytics
    default:
      return paths.dashboard
  }
}

/**
 * Every address the route table (src/app/routes.tsx) shows a page at: spec section 2's paths and
 * the report routes, '/' included (it sends the page on to the dashboard). The service worker
 * answers navigations to these alone; any other address of the origin is the server's.
 */
export const routePaths: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(reportPaths),
]

/**
 * The HTML file the server answers a route's address with (deploy/: `try_files $uri $uri.html
 * /index.html`): the public pages' own prerendered files, index.html for every other route; null
 * for an address that is no route of the portal.
 */
export function pageFileOf(pathname: string): string | null {
  if (!routePaths.includes(pathname)) return null
  return publicPaths.includes(pathname) ? `${pathname}.html` : '/index.html'
}
