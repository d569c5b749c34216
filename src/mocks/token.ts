/** Builds unsigned JWT-shaped tokens for the mock backend: the portal only decodes them. */
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

interface TokenClaims {
  readonly role: string
  readonly email: string
  readonly advertisers: readonly string[]
  /** Seconds since the epoch; defaults to eight hours from now. */
  readonly exp?: number
}

export function makeToken(claims: TokenClaims): string {
  const exp = claims.exp ?? Math.floor(Date.now() / 1000) + 8 * 60 * 60
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))
  const payload = base64Url(JSON.stringify({ ...claims, exp }))
  return `${header}.${payload}.demo-signature`
}

export function readClaims(token: string): TokenClaims | null {
  try {
    const part = token.split('.')[1] ?? ''
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims
  } catch {
    return null
  }
}
