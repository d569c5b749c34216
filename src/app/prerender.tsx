import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { defaultBrand, pageTitle } from '../domain/brand'
import { paths } from '../domain/paths'
import { App } from './App'
import { resolveConfig } from '../domain/portalSettings'
import { loadPublicPage } from './PublicApp'

/**
 * The public pages the build writes as HTML (scripts/prerender.ts): the file beside index.html,
 * the tab title their route sets (usePage) with the portal's own name, and the route's module
 * when it loads on demand (its CSS and code are linked from the page, so it paints styled and
 * hydrates without waiting for it).
 */
export const prerenderedPages = [
  { path: paths.login, file: 'login.html', title: pageTitle('Sign in', defaultBrand.name) },
  {
    path: paths.forgotPassword,
    file: 'forgot-password.html',
    title: pageTitle('Forgot Password', defaultBrand.name),
    module: 'src/app/routes/ForgotPasswordRoute.tsx',
  },
] as const

/**
 * The markup of `path` as every visit's first render has it, whatever the visitor brings
 * (main.tsx hydrates it as it is; what differs per visitor renders right after): signed out, no
 * query, the portal's own brand. Nothing is ever called.
 */
export async function renderPage(path: string): Promise<string> {
  const settings = Promise.resolve(resolveConfig({}, {}, ''))
  const page = await loadPublicPage({ pathname: path, search: '' })
  const { prelude } = await prerender(
    <StrictMode>
      <App settings={settings} first={{ kind: 'public', page }} />
    </StrictMode>,
  )
  return new Response(prelude).text()
}
