import { useCallback } from 'react'
import type { ApiClient } from '../../api/client'
import { useApi } from '../../api/ApiContext'
import { errorMessage, isAbort } from '../../api/errors'
import { useRequest } from '../../api/useRequest'
import { messages } from '../../domain/messages'

export type AccountState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: T }

/**
 * Loads something about the signed-in user by their stored email, for the Notifications and
 * Settings pages: no email gives `missingEmail`; a failure gives the server's text, else
 * `fallback`, else the network message (spec section 8).
 */
export function useAccountRequest<T>(
  name: string,
  email: string | null,
  load: (api: ApiClient, email: string, signal: AbortSignal) => Promise<T>,
  texts: { readonly missingEmail: string; readonly fallback: string },
): AccountState<T> {
  const api = useApi()
  const run = useCallback(
    (signal: AbortSignal) =>
      load(api, email ?? '', signal).catch((error: unknown) => {
        if (!isAbort(error)) console.warn(`Loading the ${name} failed.`, error)
        throw error
      }),
    [api, email, load, name],
  )
  const state = useRequest(email ? `${name}:${email}` : null, run)
  switch (state.status) {
    case 'idle':
      return { status: 'error', message: texts.missingEmail }
    case 'error': {
      const message = errorMessage(state.error, {
        fallback: texts.fallback,
        network: messages.pageNetwork,
      })
      return { status: 'error', message }
    }
    case 'success':
      return { status: 'ready', data: state.data }
    default:
      return { status: 'loading' }
  }
}
