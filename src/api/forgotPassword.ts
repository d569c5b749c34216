import type { ApiClient } from './client'
import type { ForgotPasswordRequest } from './types'

/**
 * POST /api/forgot-password: the success body is not shown in the spec, so it is not read. A
 * module of its own, apart from auth.ts, which the entry (main.tsx) carries for the session
 * check: this call comes with the app's code, and the entry stays smaller.
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
