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
  const payload = claimsOf(token)
  if (!payload) return null
  const exp = typeof payload.exp === 'number' ? payload.exp : null
  if (exp !== null && exp * 1000 <= now) return null
  return { role: typeof payload.role === 'string' ? payload.role : null, exp }
}

function claimsOf(token: string | null): Record<string, unknown> | null {
  if (!token) return null
  try {
    const payload: unknown = jwtDecode(token)
    return isRecord(payload) ? payload : null
  } catch {
    return null
  }
}

/**
 * How far the server's clock is ahead of this device's (negative: behind), in milliseconds, as a
 * token just received from it tells: it was issued (`iat`) now. 0 for a token without `iat`,
 * whose expiry the device's own clock then judges. Expiry is judged on the server's time, so a
 * device clock minutes or hours off neither refuses a sign-in nor ends a session early
 * (docs/decisions.md).
 */
export function clockOffset(token: string, receivedAt = Date.now()): number {
  const iat = claimsOf(token)?.iat
  return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 - receivedAt : 0
}
