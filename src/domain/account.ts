/** The signed-in user as the account pages show them (spec section 3). */

/** From POST /api/auth/query: the user's email and mobile number. */
export interface UserContact {
  readonly email: string
  readonly mobile: string | null
}

/** From POST /api/auth/profile-with-advertisers. */
export interface Profile {
  readonly name: string
  readonly email: string
  readonly mobile: string | null
  /** `role`, else `account`, as the server sent it; null when neither is there. */
  readonly role: string | null
  /** The advertiser names assigned to a client, each once. */
  readonly advertisers: readonly string[]
}
