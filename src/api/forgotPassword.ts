import type { ApiClient } from './client'
import type { ForgotPasswordRequest } from './types'

/**
 * POST /api/forgot-password: the success body is not shown in the spec, so it is not read. A
 * module of its own, apart from sign-in's calls (auth.ts): only the forgot-password page, which
 * loads on demand, needs it, so /login's code does not carry it.
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
