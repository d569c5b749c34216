/**
 * The request bodies and the responses of the calls of spec section 7, as they travel. Each
 * backend module checks what comes back and maps it to the portal's models in src/domain.
 */
import type { Account } from '../domain/account'

export interface LoginRequest {
  readonly email: string
  readonly password: string
}
export interface LoginResponse {
  readonly token: string
}

export interface AuthCheckResponse {
  readonly role: string
  readonly accounts: readonly Account[]
}

export interface ForgotPasswordRequest {
  readonly email: string
}

export interface UserQueryRequest {
  readonly field: 'email'
  readonly value: string
}

export interface ProfileRequest {
  readonly email: string
}

export interface UpdatePasswordRequest {
  readonly password: string
}
