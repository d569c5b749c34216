import type { ApiClient } from '../api/client'
import { clientAuthCheck } from '../api/auth'
import type { Account } from '../api/types'
import { ApiError, isAbort } from '../api/errors'
import { isClientRole } from '../domain/roles'
import { messages } from '../domain/messages'
import { decodeToken } from './token'
import type { StoredCredentials } from './storage'

export type Session =
  | { readonly status: 'loading' }
  | {
      readonly status: 'unauthenticated'
      /** How the last session ended, when the user ended it: sign-in tells them. */
      readonly ended?: 'logged-out' | 'logout-failed'
    }
  | {
      readonly status: 'authenticated'
      readonly role: 'client'
      readonly email: string
      readonly accounts: readonly Account[]
      /** Advertiser names from the token payload. */
      readonly advertisers: readonly string[]
    }

export type CheckOutcome =
  | { readonly kind: 'valid'; readonly session: Session & { status: 'authenticated' } }
  | { readonly kind: 'invalid'; readonly reason: string }
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
  const payload = decodeToken(credentials.token)
  if (!payload)
    return { kind: 'invalid', reason: 'The stored token cannot be decoded or has expired' }
  try {
    const { role, accounts } = await clientAuthCheck(api, signal)
    if (!isClientRole(role)) return { kind: 'invalid', reason: messages.incorrectRole }
    return {
      kind: 'valid',
      session: {
        status: 'authenticated',
        role: 'client',
        email: credentials.email,
        accounts,
        advertisers: payload.advertisers,
      },
    }
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' }
    const reason = error instanceof Error ? error.message : String(error)
    const unreachable = error instanceof ApiError && error.kind === 'network'
    return { kind: unreachable ? 'unreachable' : 'invalid', reason }
  }
}
