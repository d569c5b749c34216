import type { ReactNode } from 'react'
import type { ApiClient } from '../api/client'
import { ApiProvider } from '../api/ApiContext'
import { AuthProvider } from '../auth/AuthContext'
import { BrandProvider } from '../components/Brand'
import type { Brand } from '../domain/brand'

interface AppProvidersProps {
  readonly api: ApiClient
  /** The agency's brand from config.json (see `brandOf`), or the portal's own. */
  readonly brand: Brand
  readonly children: ReactNode
}

/** The app's contexts, shared by the real app and the route-level stories. */
export function AppProviders({ api, brand, children }: AppProvidersProps) {
  return (
    <BrandProvider brand={brand}>
      <ApiProvider client={api}>
        <AuthProvider api={api}>{children}</AuthProvider>
      </ApiProvider>
    </BrandProvider>
  )
}
