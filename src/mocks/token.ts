/**
 * JWT-shaped tokens for the mock backend, signed the way the handlers check (`verifiedClaims`).
 * The signature is a demo stand-in for a real backend's HMAC, not cryptography: it lets the
 * contract show that a token whose header or payload was edited, or one that names `alg: none`,
 * is refused. The portal itself only decodes tokens.
 */
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(part: string): unknown {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown
}

export interface TokenClaims {
  readonly role: string
  readonly email: string
  readonly advertisers: readonly string[]
  /** Seconds since the epoch; defaults to eight hours from now. */
  readonly exp?: number
  /** When it was issued, in seconds since the epoch; defaults to now. */
  readonly iat?: number
}

/** The only algorithm the demo backend signs with and accepts. */
const algorithm = 'HS256'
const demoKey = 'client-portal-demo-backend'

/** FNV-1a over the key and the signed text, twice with different seeds: 16 hex digits. */
function demoSignature(signed: string): string {
  let digest = ''
  for (const seed of [0x811c9dc5, 0x01000193]) {
    let hash = seed
    for (const char of `${demoKey}.${signed}`) {
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
    }
    digest += hash.toString(16).padStart(8, '0')
  }
  return digest
}

/**
 * A token the demo backend accepts. `header` replaces the token's header, still signed: tests
 * use it to show that the backend refuses an algorithm it does not sign with.
 */
export function makeToken(claims: TokenClaims, header: Record<string, unknown> = {}): string {
  const iat = claims.iat ?? Math.floor(Date.now() / 1000)
  const exp = claims.exp ?? iat + 8 * 60 * 60
  const head = base64Url(JSON.stringify({ alg: algorithm, typ: 'JWT', ...header }))
  // A token of its own each time (`jti`), as a real backend's: revoking one revokes no other.
  const jti = Math.random().toString(36).slice(2)
  const payload = base64Url(JSON.stringify({ ...claims, iat, exp, jti }))
  return `${head}.${payload}.${demoSignature(`${head}.${payload}`)}`
}

/**
 * The claims of a token this backend signed: null for anything else, including a token whose
 * header names another algorithm (`none`, in any letter case) or whose signature does not match
 * its header and payload.
 */
export function verifiedClaims(token: string): TokenClaims | null {
  const [head = '', payload = '', signature, ...rest] = token.split('.')
  if (rest.length > 0 || signature !== demoSignature(`${head}.${payload}`)) return null
  try {
    const header = fromBase64Url(head) as { alg?: unknown }
    if (header.alg !== algorithm) return null
    return fromBase64Url(payload) as TokenClaims
  } catch {
    return null
  }
}
