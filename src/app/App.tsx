import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { createApiClient } from '../api/client'
import { readValidToken } from '../auth/credentials'
import { AppProviders } from './AppProviders'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { PageErrorScreen } from '../screens/PageError'
import { AppRoutes } from './AppRoutes'
import { config } from './config'
import { brandOf } from '../domain/brand'

export function App() {
  // Made at the first render, once main.tsx has read config.json into `config`.
  const [api] = useState(() =>
    createApiClient({
      baseUrl: config.apiBaseUrl,
      getToken: readValidToken,
      timeoutMs: config.requestTimeoutMs,
    }),
  )
  const [brand] = useState(() => brandOf(config.brand))
  return (
    <AppProviders api={api} brand={brand}>
      <BrowserRouter>
        {/* The last resort outside the shell (sign-in, forgot password): never a white page. */}
        <ErrorBoundary fallback={<PageErrorScreen destination="login" />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  )
}
