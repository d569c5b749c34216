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

/** Without a usable session there is no call: the guard sends the client to sign in. */
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

export const settingsLoader =
  (api: ApiClient) =>
  ({ request }: { request: Request }): SettingsData => ({
    profile: accountRead(api, request, getProfile, {
      what: 'profile data',
      missingEmail: messages.settingsEmailRequired,
      fallback: messages.profileFailed,
    }),
  })

export const notificationsLoader =
  (api: ApiClient) =>
  ({ request }: { request: Request }): NotificationsData => ({
    contact: accountRead(api, request, queryUser, {
      what: 'user data',
      missingEmail: messages.notificationsEmailMissing,
      fallback: messages.userDataFailed,
    }),
  })

/**
 * Asked for beside the list (the page drops it if the list lacks the advertiser). A read still
 * running for another key is given up (spec section 4). No failure is shown (spec section 8).
 */
export function aiLoader(api: ApiClient) {
  let last: { key: string; read: PageRead<Optimization>; controller: AbortController } | null = null
  return ({ request }: { request: Request }): AiData => {
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

type PageLoader = (args: { request: Request }) => SettingsData | NotificationsData | AiData

export interface PageLoaders {
  route(path: string): PageLoader
  /** main.tsx, before React: the route's loader finds the call asked, once, for that address. */
  start(url: URL): void
}

export function createPageLoaders(api: ApiClient): PageLoaders {
  const loaders: Record<string, PageLoader> = {
    [paths.settings]: settingsLoader(api),
    [paths.notifications]: notificationsLoader(api),
    [paths.aiOptimizations]: aiLoader(api),
  }
  let early: { address: string; data: ReturnType<PageLoader> } | null = null
  // The signed-in loader may add an advertiser to another page's address: still the same call.
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
      early = { address: addressOf(url), data: load({ request: new Request(url.href) }) }
    },
  }
}
