import type { LoaderFunctionArgs } from 'react-router-dom'
import { getProfile, queryUser } from '../api/account'
import type { ApiClient } from '../api/client'
import { getOptimization } from '../api/optimizations'
import { hasUsableCredentials, readCredentials } from '../auth/credentials'
import type { Profile, UserContact } from '../domain/account'
import { failed, idle } from '../domain/loadable'
import { messages } from '../domain/messages'
import type { Optimization } from '../domain/optimizations'
import { paths } from '../domain/paths'
import { advertiserParam } from '../domain/reportPaths'
import { answerOf, answerTo, type PageRead } from './reads'

type AccountCall<T> = (api: ApiClient, email: string, signal: AbortSignal) => Promise<T>

/**
 * A read about the signed-in user, by their stored email; none stored: `missingEmail`, no call.
 * (Without a usable session there is no call either: the guard sends the client to sign in.)
 */
function accountRead<T>(
  api: ApiClient,
  request: Request,
  call: AccountCall<T>,
  texts: { what: string; missingEmail: string; fallback: string },
): PageRead<T> {
  const email = hasUsableCredentials() ? readCredentials()?.email : null
  if (!email) return failed(texts.missingEmail)
  return answerOf(call(api, email, request.signal), `Loading the ${texts.what}`, {
    fallback: texts.fallback,
    network: messages.pageNetwork,
  })
}

export interface SettingsData {
  readonly profile: PageRead<Profile>
}
export interface NotificationsData {
  readonly contact: PageRead<UserContact>
}
export interface AiData {
  readonly optimization: PageRead<Optimization>
}

/** /settings: the profile (POST /api/auth/profile-with-advertisers). */
export const settingsLoader =
  (api: ApiClient) =>
  ({ request }: LoaderFunctionArgs): SettingsData => ({
    profile: accountRead(api, request, getProfile, {
      what: 'profile data',
      missingEmail: messages.settingsEmailRequired,
      fallback: messages.profileFailed,
    }),
  })

/** /notifications: the email and mobile (POST /api/auth/query). */
export const notificationsLoader =
  (api: ApiClient) =>
  ({ request }: LoaderFunctionArgs): NotificationsData => ({
    contact: accountRead(api, request, queryUser, {
      what: 'user data',
      missingEmail: messages.notificationsEmailMissing,
      fallback: messages.userDataFailed,
    }),
  })

/**
 * /ai-optimizations: the optimisation data of the advertiser its address names, asked for beside
 * the list (the page drops it when the list does not hold that advertiser). Asking again for the
 * key the last read answered is skipped; a read still running when another key is asked for is
 * given up (spec section 4). The page shows no failure (spec section 8): its values stay empty.
 */
export function aiLoader(api: ApiClient) {
  let last: { key: string; read: PageRead<Optimization>; controller: AbortController } | null = null
  return ({ request }: LoaderFunctionArgs): AiData => {
    const key = new URL(request.url).searchParams.get(advertiserParam)
    if (key === null || !hasUsableCredentials()) return { optimization: idle }
    if (last?.key === key && answerTo(last.read)?.state.status !== 'failed') {
      return { optimization: last.read }
    }
    last?.controller.abort()
    const controller = new AbortController()
    const texts = { fallback: messages.optimizationFailed, network: messages.pageNetwork }
    const asked = getOptimization(api, key, controller.signal)
    const read = answerOf(asked, 'Loading optimization data', texts)
    last = { key, read, controller }
    return { optimization: read }
  }
}

type PageLoader = (args: LoaderFunctionArgs) => SettingsData | NotificationsData | AiData

/** The loaders of the pages with a call of their own, and the call the entry starts for one. */
export interface PageLoaders {
  /** The loader of the page at `path` (a route's `loader`). */
  route(path: string): PageLoader
  /**
   * The entry (main.tsx), before React's code has arrived: the page at `url` has its own call
   * asked for now, beside the session check and the advertiser list; its route's loader finds it
   * asked, once, for that address.
   */
  start(url: URL): void
}

export function createPageLoaders(api: ApiClient): PageLoaders {
  const loaders: Record<string, PageLoader> = {
    [paths.settings]: settingsLoader(api),
    [paths.notifications]: notificationsLoader(api),
    [paths.aiOptimizations]: aiLoader(api),
  }
  let early: { address: string; data: ReturnType<PageLoader> } | null = null
  // What a page's call depends on: its page, and on AI Optimizations the address's advertiser
  // (the signed-in loader may add one to another page's address: still the same call).
  const addressOf = ({ pathname, searchParams }: URL) =>
    pathname === paths.aiOptimizations
      ? `${pathname} ${searchParams.get(advertiserParam)}`
      : pathname
  return {
    route: (path) => (args) => {
      const found = early
      early = null
      if (found?.address === addressOf(new URL(args.request.url))) return found.data
      const load = loaders[path]
      if (!load) throw new Error(`No page loader for ${path}`)
      return load(args)
    },
    start(url) {
      const load = loaders[url.pathname]
      if (!load) return
      const args = { request: new Request(url.href), params: {}, context: undefined }
      early = { address: addressOf(url), data: load(args as LoaderFunctionArgs) }
    },
  }
}
