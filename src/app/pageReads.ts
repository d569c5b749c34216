import type { LoaderFunctionArgs } from 'react-router-dom'
import { getProfile, queryUser } from '../api/account'
import type { ApiClient } from '../api/client'
import { errorMessage, isAbort, logFailure, type ErrorTexts } from '../api/errors'
import { getOptimization } from '../api/optimizations'
import { hasUsableCredentials, readCredentials } from '../auth/credentials'
import type { Profile, UserContact } from '../domain/account'
import { failed, idle, ready, type Loadable } from '../domain/loadable'
import { messages } from '../domain/messages'
import type { Optimization } from '../domain/optimizations'
import { advertiserParam } from '../domain/reportPaths'
import type { Visit } from './visit'

/**
 * A page's own read, as its route's loader hands it to the page: on its way (a promise that
 * never rejects: a failure is the message section 8 names, logged once), or known without a call.
 * The loader starts it beside the session check and the advertiser list and never waits for it,
 * so the page shows at once and the call crosses the network while the page's code arrives.
 */
export type PageRead<T> = Promise<Loadable<T>> | Loadable<T>

/** The answer to `asked`: its data, or its failure's message. A call given up never answers. */
function answerOf<T>(asked: Promise<T>, what: string, texts: ErrorTexts): Promise<Loadable<T>> {
  return asked.then(ready, (error: unknown) => {
    if (isAbort(error)) return new Promise<never>(() => {})
    logFailure(what, error)
    return failed(errorMessage(error, texts))
  })
}

type AccountCall<T> = (api: ApiClient, email: string, signal: AbortSignal) => Promise<T>

/**
 * A read about the signed-in user, by their stored email; none stored: `missingEmail`, no call.
 * (Without a usable session there is no call either: the guard sends the client to sign in.)
 */
function accountRead<T>(
  visit: Visit,
  request: Request,
  call: AccountCall<T>,
  texts: { what: string; missingEmail: string; fallback: string },
): PageRead<T> {
  const email = hasUsableCredentials() ? readCredentials()?.email : null
  if (!email) return failed(texts.missingEmail)
  return answerOf(call(visit.api, email, request.signal), `Loading the ${texts.what}`, {
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
  (visit: Visit) =>
  ({ request }: LoaderFunctionArgs): SettingsData => ({
    profile: accountRead(visit, request, getProfile, {
      what: 'profile data',
      missingEmail: messages.settingsEmailRequired,
      fallback: messages.profileFailed,
    }),
  })

/** /notifications: the email and mobile (POST /api/auth/query). */
export const notificationsLoader =
  (visit: Visit) =>
  ({ request }: LoaderFunctionArgs): NotificationsData => ({
    contact: accountRead(visit, request, queryUser, {
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
export function aiLoader(visit: Visit) {
  let last: { key: string; read: PageRead<Optimization>; controller: AbortController } | null = null
  let lastFailed = false
  return ({ request }: LoaderFunctionArgs): AiData => {
    const key = new URL(request.url).searchParams.get(advertiserParam)
    if (key === null || !hasUsableCredentials()) return { optimization: idle }
    if (last?.key === key && !lastFailed) return { optimization: last.read }
    last?.controller.abort()
    const controller = new AbortController()
    const texts = { fallback: messages.optimizationFailed, network: messages.pageNetwork }
    const asked = getOptimization(visit.api, key, controller.signal)
    const read = answerOf(asked, 'Loading optimization data', texts).then((answer) => {
      lastFailed = answer.status === 'failed'
      return answer
    })
    lastFailed = false
    last = { key, read, controller }
    return { optimization: read }
  }
}
