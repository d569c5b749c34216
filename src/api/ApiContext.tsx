import { createContext, use, type ReactNode } from 'react'
import type { ApiClient } from './client'

const ApiContext = createContext<ApiClient | null>(null)

/** Gives hooks the one fetch client; the app builds it from config, stories from a test host. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>
}

export function useApi(): ApiClient {
  const client = use(ApiContext)
  if (!client) throw new Error('useApi needs an <ApiProvider> above it')
  return client
}
