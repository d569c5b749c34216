import { jwtDecode } from 'jwt-decode'

/** What the portal reads from the token's payload (spec section 3), decoded locally. */
export interface TokenPayload {
  readonly role: string | null
  /** Advertiser names the token lists; entries may be names or records with a name. */
  readonly advertisers: readonly string[]
  /** Expiry in seconds since the epoch, when the token has one. */
  readonly exp: number | null
}

function advertiserName(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim() || null
  if (typeof entry === 'object' && entry !== null) {
    const { advertiser, name } = entry as { advertiser?: unknown; name?: unknown }
    const value = typeof advertiser === 'string' ? advertiser : name
    return typeof value === 'string' ? value.trim() || null : null
  }
  return null
}

/**
 * Decodes the token, or gives null when it cannot be decoded or its `exp` has passed: either way
 * the user counts as signed out. The signature is the server's business; the portal only reads.
 */
export function decodeToken(token: string | null, now = Date.now()): TokenPayload | null {
  if (!token) return null
  let payload: Record<string, unknown>
  try {
    payload = jwtDecode<Record<string, unknown>>(token)
  } catch {
    return null
  }
  if (typeof payload !== 'object' || payload === null) return null
  const exp = typeof payload.exp === 'number' ? payload.exp : null
  if (exp !== null && exp * 1000 <= now) return null
  const advertisers = Array.isArray(payload.advertisers) ? payload.advertisers : []
  return {
    role: typeof payload.role === 'string' ? payload.role : null,
    advertisers: advertisers.map(advertiserName).filter((name) => name !== null),
    exp,
  }
}
