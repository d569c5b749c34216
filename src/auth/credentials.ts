import { readStored, writeStored } from '../storage/browserStorage'
import { clockOffset, decodeToken } from './token'

/** The stored session: the token and the email it was signed in with (spec section 3). */
export interface StoredCredentials {
  readonly token: string
  readonly email: string
}

export function readToken(): string | null {
  return readStored('token')
}

/**
 * The time on the server's clock as this session knows it (`clockOffset`, kept at sign-in): what
 * the token's `exp` is judged against.
 */
export function serverNow(): number {
  const offset = Number(readStored('clockOffset'))
  return Date.now() + (Number.isFinite(offset) ? offset : 0)
}

/** The token to send with a call: none once it cannot be decoded or its `exp` has passed. */
export function readValidToken(): string | null {
  const token = readToken()
  return token && decodeToken(token, serverNow()) ? token : null
}

/** The stored token and email (userEmail, else the older email key), or null unless both are there. */
export function readCredentials(): StoredCredentials | null {
  const token = readToken()
  const email = readStored('email') ?? readStored('legacyEmail')
  return token && email ? { token, email } : null
}

/** True while a token that still decodes (its `exp` not passed) and an email are stored. */
export function hasUsableCredentials(): boolean {
  const credentials = readCredentials()
  return credentials !== null && decodeToken(credentials.token, serverNow()) !== null
}

/** Stores a token just received, its email, and how far the server's clock is from this one. */
export function saveCredentials({ token, email }: StoredCredentials) {
  // The offset first: a tab that follows this sign-in reads it with the token and email.
  writeStored({ clockOffset: String(clockOffset(token)), token, email })
}
