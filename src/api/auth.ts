import type { ApiClient } from './client'
import { messages } from '../domain/messages'
import { isRecord } from '../domain/values'
import { shapeError } from './errors'
import type { AuthCheckResponse, LoginRequest, LoginResponse } from './types'

export function login(api: ApiClient, body: LoginRequest, signal?: AbortSignal) {
  return api.request<LoginResponse>({
    method: 'POST',
    path: '/api/auth/login',
    body,
    auth: 'none',
    withCredentials: true,
    sendsPassword: true,
    signal,
    parse: (data) => {
      if (!isRecord(data) || typeof data.token !== 'string' || data.token.trim() === '') {
        throw shapeError('The login response has no token')
      }
      return { token: data.token.trim() }
    },
  })
}

/** A non-OK status means an invalid or expired token. */
export function clientAuthCheck(api: ApiClient, signal?: AbortSignal) {
  return api.request<AuthCheckResponse>({
    method: 'GET',
    path: '/api/auth/client-auth-check',
    auth: 'bearer',
    signal,
    parse: (data) => {
      if (!isRecord(data) || typeof data.role !== 'string') throw shapeError(messages.incorrectRole)
      return { role: data.role }
    },
  })
}

/** `token`: the session's, already cleared from storage. Reads only the status (spec section 7). */
export function logout(api: ApiClient, token: string | null, signal?: AbortSignal) {
  return api.request<void>({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'bearer',
    token,
    outlivesTab: true,
    withCredentials: true,
    write: true,
    signal,
    parse: () => undefined,
  })
}
