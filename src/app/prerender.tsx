import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createApiClient } from '../api/client'
import { defaultBrand, pageTitle } from '../domain/brand'
import { paths } from '../domain/paths'
import { timings } from '../domain/timings'
import { AppTree } from './AppTree'

/**
 * The public pages the build writes as HTML (scripts/prerender.ts): the file beside index.html,
 * the tab title their route sets (usePageTitle) with the portal's own name, and the route's module
 * when it loads on demand (its CSS and code are linked from the page, so it paints styled).
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
 * The markup of `path` as a first visit renders it: signed out, no `?next=`, the default brand.
 * (main.tsx hydrates it only in exactly that case; see hydration.ts.) Nothing is ever called:
 * the client only exists for the providers.
 */
export async function renderPage(path: string): Promise<string> {
  const api = createApiClient({
    baseUrl: '',
    getToken: () => null,
    timeoutMs: timings.requestTimeoutMs,
  })
  const { prelude } = await prerender(
    <StrictMode>
      <AppTree api={api} brand={defaultBrand} initial={{ pathname: path, search: '' }} />
    </StrictMode>,
  )
  return new Response(prelude).text()
}
