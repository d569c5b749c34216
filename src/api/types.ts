/** Requests and responses of the nine calls of spec section 7, as the portal uses them. */

export interface LoginRequest {
  readonly email: string
  readonly password: string
}
export interface LoginResponse {
  readonly token: string
}

/** An account the auth check returns; the spec does not show its fields. */
export type Account = Readonly<Record<string, unknown>>

export interface AuthCheckResponse {
  readonly role: string
  readonly accounts: readonly Account[]
}

export interface ForgotPasswordRequest {
  readonly email: string
}

export interface Kpis {
  readonly adSpend: string
  readonly impressions: string
  readonly clicks: string
  readonly cpc: string
  readonly ctr: string
  readonly leads: string
  readonly conversions: string
  readonly conversionValue: string
  readonly roas: string
  readonly cpl: string
}

export interface Optimization {
  readonly notes: string
  readonly strategyCopy: string
  readonly kpis: Kpis
}

export interface UserQueryRequest {
  readonly field: 'email'
  readonly value: string
}
export interface UserContact {
  readonly email: string
  readonly mobile: string | null
}

export interface ProfileRequest {
  readonly email: string
}
export interface Profile {
  readonly name: string
  readonly email: string
  readonly mobile: string | null
  /** `role`, else `account`, as the server sent it; null when neither is there. */
  readonly role: string | null
  readonly advertisers: readonly string[]
}

export interface UpdatePasswordRequest {
  readonly password: string
}
