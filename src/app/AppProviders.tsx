import type { ReactNode } from 'react'
import type { ApiClient } from '../api/client'
import { ApiProvider } from '../api/ApiContext'
import { AuthProvider } from '../auth/AuthContext'

/** The app's contexts, shared by the real app and the route-level stories. */
export function AppProviders({ api, children }: { api: ApiClient; children: ReactNode }) {
  return (
    <ApiProvider client={api}>
      <AuthProvider api={api}>{children}</AuthProvider>
    </ApiProvider>
  )
}
