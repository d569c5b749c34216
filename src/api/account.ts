import type { ApiClient } from './client'
import type { Profile, UserContact } from '../domain/account'
import { asOptionalText, asText, isRecord } from '../domain/values'
import { shapeError } from './errors'
import type { ProfileRequest, UpdatePasswordRequest, UserQueryRequest } from './types'

/** POST /api/auth/query: an array whose first item has the email and mobile. */
export function queryUser(api: ApiClient, email: string, signal?: AbortSignal) {
  return api.request<UserContact>({
    method: 'POST',
    path: '/api/auth/query',
    body: { field: 'email', value: email } satisfies UserQueryRequest,
    auth: 'bearer',
    signal,
    parse: (data) => {
      const first: unknown = Array.isArray(data) ? data[0] : undefined
      if (!isRecord(first)) throw shapeError('The user query gave no user')
      return { email: asText(first.email) || email, mobile: asOptionalText(first.mobile) }
    },
  })
}

/** POST /api/auth/profile-with-advertisers: the profile and, for clients, their advertisers. */
export function getProfile(api: ApiClient, email: string, signal?: AbortSignal) {
  return api.request<Profile>({
    method: 'POST',
    path: '/api/auth/profile-with-advertisers',
    body: { email } satisfies ProfileRequest,
    auth: 'bearer',
    signal,
    parse: (data) => {
      // Neither a name nor an email: whatever this is, it is not a profile.
      if (!isRecord(data) || (asOptionalText(data.name) ?? asOptionalText(data.email)) === null) {
        throw shapeError('The profile has neither a name nor an email')
      }
      const objects = Array.isArray(data.advertiserObjects) ? data.advertiserObjects : []
      return {
        name: asText(data.name),
        email: asText(data.email) || email,
        mobile: asOptionalText(data.mobile),
        role: asOptionalText(data.role) ?? asOptionalText(data.account),
        // Listed by name, each once (spec section 3: names are de-duplicated).
        advertisers: [
          ...new Set(
            objects
              .map((item) => (isRecord(item) ? asOptionalText(item.advertiser) : null))
              .filter((name) => name !== null),
          ),
        ],
      }
    },
  })
}

/** PUT /api/auth/update-password. */
export function updatePassword(api: ApiClient, password: string, signal?: AbortSignal) {
  return api.request<void>({
    method: 'PUT',
    path: '/api/auth/update-password',
    body: { password } satisfies UpdatePasswordRequest,
    auth: 'bearer',
    signal,
    parse: () => undefined,
  })
}
