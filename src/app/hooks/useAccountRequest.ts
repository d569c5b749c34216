import type { ApiClient } from '../../api/client'
import { useApi } from '../../api/ApiContext'
import { useRequest } from '../../api/useRequest'
import { useAuth } from '../../auth/AuthContext'
import { failed, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'

/**
 * Loads something about the signed-in user by their email, for the Notifications and Settings
 * pages: no email fails with `missingEmail`; a failed call reads the server's text, else
 * `fallback`, else the network message (spec section 8).
 */
export function useAccountRequest<T>(
  what: string,
  load: (api: ApiClient, email: string, signal: AbortSignal) => Promise<T>,
  texts: { readonly missingEmail: string; readonly fallback: string },
): Loadable<T> {
  const api = useApi()
  const { email } = useAuth()
  const state = useRequest(
    email ? `${what}:${email}` : null,
    (signal) => load(api, email ?? '', signal),
    {
      what: `Loading the ${what}`,
      fallback: texts.fallback,
      network: messages.pageNetwork,
    },
  )
  return state.status === 'idle' ? failed(texts.missingEmail) : state
}
