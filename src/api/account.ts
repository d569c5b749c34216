import type { ApiClient } from './client'
import type { Profile, UserContact } from '../domain/account'
import { asOptionalText, asText, isRecord } from '../domain/values'
import { shapeError } from './errors'
import type { ProfileRequest, UpdatePasswordRequest, UserQueryRequest } from './types'

/** The user query's answer: an array whose first item has the email and mobile. */
function toUserContact(data: unknown, email: string): UserContact {
  const first: unknown = Array.isArray(data) ? data[0] : undefined
  if (!isRecord(first)) throw shapeError('The user query gave no user')
  return { email: asText(first.email) || email, mobile: asOptionalText(first.mobile) }
}

/** The profile, with its advertiser names listed once each (spec section 3). */
function toProfile(data: unknown, email: string): Profile {
  if (!isRecord(data) || (asOptionalText(data.name) ?? asOptionalText(data.email)) === null) {
    throw shapeError('The profile has neither a name nor an email')
  }
  const objects = Array.isArray(data.advertiserObjects) ? data.advertiserObjects : []
  const names = objects.map((item) => (isRecord(item) ? asOptionalText(item.advertiser) : null))
  return {
    name: asText(data.name),
    email: asText(data.email) || email,
    mobile: asOptionalText(data.mobile),
    role: asOptionalText(data.role) ?? asOptionalText(data.account),
    advertisers: [...new Set(names.filter((name) => name !== null))],
  }
}

export function queryUser(api: ApiClient, email: string, signal?: AbortSignal) {
  const body: UserQueryRequest = { field: 'email', value: email }
  return api.request({
    method: 'POST',
    path: '/api/auth/query',
    body,
    auth: 'bearer',
    signal,
    parse: (data) => toUserContact(data, email),
  })
}

export function getProfile(api: ApiClient, email: string, signal?: AbortSignal) {
  const body: ProfileRequest = { email }
  return api.request({
    method: 'POST',
    path: '/api/auth/profile-with-advertisers',
    body,
    auth: 'bearer',
    signal,
    parse: (data) => toProfile(data, email),
  })
}

export function updatePassword(api: ApiClient, password: string, signal?: AbortSignal) {
  const body: UpdatePasswordRequest = { password }
  return api.request<void>({
    method: 'PUT',
    path: '/api/auth/update-password',
    body,
    auth: 'bearer',
    write: true,
    sendsPassword: true,
    signal,
    parse: () => undefined,
  })
}
