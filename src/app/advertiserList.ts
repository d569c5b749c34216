import { listAdvertisers } from '../api/advertisers'
import type { ApiClient } from '../api/client'
import type { ErrorTexts } from '../api/errors'
import type { Advertiser } from '../domain/advertisers'
import type { Loadable } from '../domain/loadable'
import { messages } from '../domain/messages'
import { answerOf, answerTo, remembered } from './reads'

/** Whatever the server said (spec section 8). */
export const advertisersFailure: ErrorTexts = {
  fallback: messages.advertisersFailed,
  network: messages.advertisersFailed,
  serverText: false,
}

export const advertisersFreshMs = 5 * 60_000

/**
 * Asked for once a visit (docs/decisions.md); again only on a revalidation that finds the list
 * handed over failed or older than `advertisersFreshMs`. A list shown is kept if that fails.
 */
export interface AdvertiserList {
  start(email: string): void
  read(email: string): Promise<Loadable<Advertiser[]>>
  drop(): void
}

interface Asked {
  readonly email: string
  readonly read: Promise<Loadable<Advertiser[]>>
  readonly controller: AbortController
  /** The entry's call is handed over as it is, even when it failed. */
  handed: boolean
}

export function createAdvertiserList(api: ApiClient): AdvertiserList {
  let asked: Asked | null = null

  function ask(email: string, kept?: Loadable<Advertiser[]>): Asked {
    asked?.controller.abort()
    const controller = new AbortController()
    const listed = listAdvertisers(api, email, controller.signal)
    const answer = answerOf(listed, 'Loading advertisers', advertisersFailure)
    const read = kept
      ? remembered(answer.then((state) => (state.status === 'failed' ? kept : state)))
      : answer
    return (asked = { email, read, controller, handed: false })
  }

  function current(email: string): Asked {
    if (asked?.email !== email) return ask(email)
    const answer = answerTo(asked.read)
    if (!asked.handed || !answer) return asked
    const { state, at } = answer
    if (state.status === 'ready' && Date.now() - at <= advertisersFreshMs) return asked
    return ask(email, state.status === 'ready' ? state : undefined)
  }

  return {
    start(email) {
      if (asked?.email !== email) ask(email)
    },
    read(email) {
      const handed = current(email)
      handed.handed = true
      return handed.read
    },
    drop() {
      asked?.controller.abort()
      asked = null
    },
  }
}
