/**
 * The request bodies and the responses of the calls of spec section 7, as they travel: the types
 * generated from the backend contract (contract/openapi.yaml → ./generated/contract.ts, `npm run
 * contract:types`), named for the modules that use them. Each backend module checks what comes
 * back and maps it to the portal's models in src/domain. Types only: nothing of the contract
 * reaches the bundle.
 */
import type { components } from './generated/contract'

type Schemas = components['schemas']

export type LoginRequest = Schemas['LoginRequest']
export type LoginResponse = Schemas['LoginResponse']

/**
 * What the portal reads of GET /api/auth/client-auth-check: the role. (The backend also sends
 * the user's `accounts`; nothing in the portal shows or decides on them, so they are not kept.)
 */
export type AuthCheckResponse = Pick<Schemas['AuthCheckResponse'], 'role'>

export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest']

export type UserQueryRequest = Schemas['UserQueryRequest']

export type ProfileRequest = Schemas['ProfileRequest']

export type UpdatePasswordRequest = Schemas['UpdatePasswordRequest']

/** The answers the backend modules read and map (src/api/advertisers.ts, account.ts ...). */
export type AdvertiserRecord = Schemas['AdvertiserRecord']
export type OptimizationRecord = Schemas['OptimizationRecord']
export type UserQueryResponse = Schemas['UserQueryResponse']
export type ProfileResponse = Schemas['ProfileResponse']
/** A refusal's body: its `error` is the text section 8 shows as the server's. */
export type ErrorBody = Schemas['ErrorBody']
