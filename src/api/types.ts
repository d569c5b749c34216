/**
 * The request bodies and the responses of the calls of spec section 7, as they travel. Each
 * backend module checks what comes back and maps it to the portal's models in src/domain.
 */

export interface LoginRequest {
  readonly email: string
  readonly password: string
}
export interface LoginResponse {
  readonly token: string
}

/**
 * What the portal reads of GET /api/auth/client-auth-check: the role. (The backend also sends
 * the user's `accounts`; nothing in the portal shows or decides on them, so they are not kept.)
 */
export interface AuthCheckResponse {
  readonly role: string
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
