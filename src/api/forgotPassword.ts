import type { ApiClient } from './client'
import type { ForgotPasswordRequest } from './types'

/**
 * The spec shows no success body, so none is read. Apart from auth.ts, which main.tsx carries for
 * the session check, so the entry stays smaller.
 */
export function forgotPassword(api: ApiClient, body: ForgotPasswordRequest, signal?: AbortSignal) {
  return api.request<void>({
    method: 'POST',
    path: '/api/forgot-password',
    body,
    auth: 'none',
    // A write: cut short, a mail the server sends later is asked for a second time.
    write: true,
    signal,
    parse: () => undefined,
  })
}
