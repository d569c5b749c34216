import type { ApiClient } from '../api/client'
import { ErrorBoundary } from '../components/ErrorBoundary'
import type { Brand } from '../domain/brand'
import { PageErrorScreen } from '../screens/PageError'
import { AppProviders } from './AppProviders'
import { Pages } from './Pages'
import type { Address } from './navigation/useHistoryNavigation'

interface AppTreeProps {
  readonly api: ApiClient
  readonly brand: Brand
  /** The address the visit arrived at; the path the build prerenders. */
  readonly initial: Address
}

/**
 * The whole portal. The app (App.tsx) and the build's prerender of the public pages
 * (prerender.tsx) render this same tree, so the markup the build writes is the markup the
 * browser hydrates.
 */
export function AppTree({ api, brand, initial }: AppTreeProps) {
  return (
    <AppProviders api={api} brand={brand}>
      {/* The last resort outside the shell (sign-in, forgot password): never a white page. */}
      <ErrorBoundary fallback={<PageErrorScreen destination="login" />}>
        <Pages initial={initial} />
      </ErrorBoundary>
    </AppProviders>
  )
}
