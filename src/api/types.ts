/**
 * The calls of spec section 7 as they travel, generated from contract/openapi.yaml (`npm run
 * contract:types`). Each backend module checks what comes back and maps it to src/domain.
 */
import type { components } from './generated/contract'

type Schemas = components['schemas']

export type LoginRequest = Schemas['LoginRequest']
export type LoginResponse = Schemas['LoginResponse']

/** The backend also sends `accounts`; nothing in the portal shows or decides on them. */
export type AuthCheckResponse = Pick<Schemas['AuthCheckResponse'], 'role'>

export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest']

export type UserQueryRequest = Schemas['UserQueryRequest']

export type ProfileRequest = Schemas['ProfileRequest']

export type UpdatePasswordRequest = Schemas['UpdatePasswordRequest']
