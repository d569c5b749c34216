import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { createApiClient } from '../api/client'
import { defaultBrand, pageTitle } from '../domain/brand'
import { paths } from '../domain/paths'
import { resolveConfig } from '../domain/portalSettings'
import { App } from './App'
import { portalRoutes } from './routes'
import { createVisit } from './visit'

/**
 * The public pages the build writes as HTML (scripts/prerender.ts): the file beside index.html
 * and the tab title their route sets (usePage) with the portal's own name.
 */
export const prerenderedPages = [
  { path: paths.login, file: 'login.html', title: pageTitle('Sign in', defaultBrand.name) },
  {
    path: paths.forgotPassword,
    file: 'forgot-password.html',
    title: pageTitle('Forgot Password', defaultBrand.name),
  },
] as const

/**
 * The markup of `path` as every visit's first render has it, whatever the visitor brings
 * (main.tsx hydrates it as it is; what differs per visitor renders right after): the one route
 * table under React Router's static router, signed out, no query, the portal's own brand.
 * Nothing is ever called.
 */
export async function renderPage(path: string): Promise<string> {
  const visit = createVisit(createApiClient({ baseUrl: '', getToken: () => null }))
  const handler = createStaticHandler(portalRoutes(visit))
  const context = await handler.query(new Request(new URL(path, 'http://portal.invalid')))
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const settings = Promise.resolve(resolveConfig({}, {}, ''))
  const { prelude } = await prerender(
    <StrictMode>
      <App settings={settings} visit={visit}>
        {/* No hydration script: the CSP allows none inline, and these pages load no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  )
  return new Response(prelude).text()
}
