import type { ApiClient } from '../api/client'
import { clientAuthCheck } from '../api/auth'
import { ApiError, isAbort } from '../api/errors'
import { isClientRole } from '../domain/roles'
import { messages } from '../domain/messages'
import { serverNow, type StoredCredentials } from './credentials'
import type { SignedIn } from './session'
import { decodeToken } from './token'

export type CheckOutcome =
  | { readonly kind: 'valid'; readonly session: SignedIn }
  | { readonly kind: 'invalid'; readonly reason: string }
  /** The server knows the token, but its role is not client. */
  | { readonly kind: 'not-client'; readonly reason: string }
  /**
   * No answer about the token: the server could not be reached (a network error, a time-out) or
   * failed (a 5xx, say). Nothing is known about the session.
   */
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
  if (!decodeToken(credentials.token, serverNow())) {
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
    return { kind: unanswered(error) ? 'unreachable' : 'invalid', reason }
  }
}

/**
 * A failure that says nothing about the token: no answer (a network error, a time-out) or a
 * status that is not a refusal of the token (a 5xx, a 429, a 404; not 401 or 403).
 * docs/decisions.md: the reading of the spec's "non-OK status". An OK answer without a role is an
 * answer: 'Incorrect role' (spec section 5).
 */
function unanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network') return true
  return error.kind === 'http' && error.status !== 401 && error.status !== 403
}
