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

/** For scripts/prerender.ts; each title is the one its route sets, with the portal's own name. */
export const prerenderedPages = [
  { path: paths.login, file: 'login.html', title: pageTitle('Sign in', defaultBrand.name) },
  {
    path: paths.forgotPassword,
    file: 'forgot-password.html',
    title: pageTitle('Forgot Password', defaultBrand.name),
  },
] as const

/** As every visit's first render has it: signed out, no query, the portal's own brand. */
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
