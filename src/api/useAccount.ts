import type { Profile, UserContact } from '../domain/account'
import { failed, type Loadable } from '../domain/loadable'
import { messages } from '../domain/messages'
import { getProfile, queryUser } from './account'
import { useApi } from './ApiContext'
import type { ApiClient } from './client'
import { useRequest } from './useRequest'

interface AccountRead<T> {
  /** What is loaded, for the console and the request's key. */
  readonly what: string
  readonly load: (api: ApiClient, email: string, signal: AbortSignal) => Promise<T>
  /** What the page says with no email to ask by (spec section 5). */
  readonly missingEmail: string
  /** What it says when the call fails without the server's own text (spec section 8). */
  readonly fallback: string
}

/**
 * Loads something about the signed-in user by their `email`: no email fails with `missingEmail`;
 * a failed call reads the server's text, else `fallback`, else the network message.
 */
function useAccountRead<T>(
  email: string | null,
  { what, load, missingEmail, fallback }: AccountRead<T>,
): Loadable<T> {
  const api = useApi()
  const state = useRequest(
    email ? `${what}:${email}` : null,
    (signal) => load(api, email ?? '', signal),
    { what: `Loading the ${what}`, fallback, network: messages.pageNetwork },
  )
  return state.status === 'idle' ? failed(missingEmail) : state
}

/** The Notifications page's email and mobile (POST /api/auth/query). */
export function useUserContact(email: string | null): Loadable<UserContact> {
  const texts = {
    missingEmail: messages.notificationsEmailMissing,
    fallback: messages.userDataFailed,
  }
  return useAccountRead(email, { what: 'user data', load: queryUser, ...texts })
}

/** The Settings page's profile (POST /api/auth/profile-with-advertisers). */
export function useProfile(email: string | null): Loadable<Profile> {
  const texts = { missingEmail: messages.settingsEmailRequired, fallback: messages.profileFailed }
  return useAccountRead(email, { what: 'profile data', load: getProfile, ...texts })
}
