import { jwtDecode } from 'jwt-decode'
import { isRecord } from '../domain/values'

/**
 * What the portal reads from the token's payload, decoded locally. The payload's advertisers
 * list (spec section 3) is not read: it is unverified, so nothing may authorise on it, and the
 * portal lists the advertisers the server returns instead.
 */
interface TokenPayload {
  readonly role: string | null
  /** Expiry in seconds since the epoch, when the token has one. */
  readonly exp: number | null
}

/**
 * Decodes the token, or gives null when it cannot be decoded or its `exp` has passed: either way
 * the user counts as signed out. The signature is the server's business; the portal only reads.
 */
export function decodeToken(token: string | null, now = Date.now()): TokenPayload | null {
  if (!token) return null
  let payload: unknown
  try {
    payload = jwtDecode(token)
  } catch {
    return null
  }
  if (!isRecord(payload)) return null
  const exp = typeof payload.exp === 'number' ? payload.exp : null
  if (exp !== null && exp * 1000 <= now) return null
  return { role: typeof payload.role === 'string' ? payload.role : null, exp }
}
