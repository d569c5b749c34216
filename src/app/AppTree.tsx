import type { ComponentType, ReactNode } from 'react'
import type { ApiClient } from '../api/client'
import { ErrorBoundary } from '../components/ErrorBoundary'
import type { Brand } from '../domain/brand'
import { PageErrorScreen } from '../screens/PageError'
import { AppProviders } from './AppProviders'
import { AppRoutes } from './AppRoutes'

interface AppTreeProps {
  readonly api: ApiClient
  readonly brand: Brand
  /** The browser's router in the app; the build's static router when it prerenders a page. */
  readonly Router: ComponentType<{ children: ReactNode }>
}

/**
 * The whole portal under a router. The app (App.tsx) and the build's prerender of the public
 * pages (prerender.tsx) render this same tree, so the markup the build writes is the markup the
 * browser hydrates.
 */
export function AppTree({ api, brand, Router }: AppTreeProps) {
  return (
    <AppProviders api={api} brand={brand}>
      <Router>
        {/* The last resort outside the shell (sign-in, forgot password): never a white page. */}
        <ErrorBoundary fallback={<PageErrorScreen destination="login" />}>
          <AppRoutes />
        </ErrorBoundary>
      </Router>
    </AppProviders>
  )
}
