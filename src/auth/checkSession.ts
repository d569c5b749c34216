import type { ApiClient } from '../api/client'
import { clientAuthCheck } from '../api/auth'
import { ApiError, isAbort } from '../api/errors'
import { isClientRole } from '../domain/roles'
import { messages } from '../domain/messages'
import type { StoredCredentials } from './credentials'
import type { SignedIn } from './session'
import { decodeToken } from './token'

export type CheckOutcome =
  | { readonly kind: 'valid'; readonly session: SignedIn }
  | { readonly kind: 'invalid'; readonly reason: string }
  /** The server knows the token, but its role is not client. */
  | { readonly kind: 'not-client'; readonly reason: string }
  /** The server could not be reached: nothing is known about the session. */
  | { readonly kind: 'unreachable'; readonly reason: string }
  | { readonly kind: 'aborted' }

/**
 * The auth check of spec sections 4 and 5: the token must decode, the server must accept it, and
 * the role it returns must be client (after lower-casing and removing underscores and spaces).
 */
export async function checkSession(
  api: ApiClient,
  credentials: StoredCredentials | null,
  signal?: AbortSignal,
): Promise<CheckOutcome> {
  if (!credentials) return { kind: 'invalid', reason: 'No stored token and email' }
  if (!decodeToken(credentials.token)) {
    return { kind: 'invalid', reason: 'The stored token cannot be decoded or has expired' }
  }
  try {
    const { role } = await clientAuthCheck(api, signal)
    if (!isClientRole(role)) return { kind: 'not-client', reason: messages.incorrectRole }
    return {
      kind: 'valid',
      session: { status: 'authenticated', email: credentials.email },
    }
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' }
    const reason = error instanceof Error ? error.message : String(error)
    const unreachable = error instanceof ApiError && error.kind === 'network'
    return { kind: unreachable ? 'unreachable' : 'invalid', reason }
  }
}
