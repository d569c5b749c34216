import { BrowserRouter } from 'react-router-dom'
import { createApiClient } from '../api/client'
import { readToken } from '../auth/storage'
import { AppProviders } from './AppProviders'
import { AppRoutes } from './AppRoutes'
import { config } from './config'

const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken: readToken })

export function App() {
  return (
    <AppProviders api={api}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
