import { listAdvertisers } from '../api/advertisers'
import type { ApiClient } from '../api/client'
import type { ErrorTexts } from '../api/errors'
import type { Advertiser } from '../domain/advertisers'
import type { Loadable } from '../domain/loadable'
import { messages } from '../domain/messages'
import { answerOf, answerTo, remembered } from './reads'

/** Report screens say 'Failed to load advertisers.' for any failure, never the server's text. */
export const advertisersFailure: ErrorTexts = {
  fallback: messages.advertisersFailed,
  network: messages.advertisersFailed,
  serverText: false,
}

/** How long a list is fresh: a tab brought back to the foreground after this asks again. */
export const advertisersFreshMs = 5 * 60_000

/**
 * The signed-in client's advertisers (GET /api/advertisers?email=), asked for once a visit: the
 * entry (main.tsx) asks as the visit begins, and the signed-in route's loader hands that read to
 * every page below it, so a move between pages asks for nothing (docs/decisions.md). Only when
 * the loader runs again (a revalidation: Try again, back online, the tab back after
 * `advertisersFreshMs`) and finds the list it handed over failed or older than that is it asked
 * anew; a list already shown is kept when that fails (the page keeps working). A failure says
 * 'Failed to load advertisers.' whatever the server said (spec section 8).
 */
export interface AdvertiserList {
  /** Asks for `email`'s list unless it is asked for already (the entry, before React). */
  start(email: string): void
  /** `email`'s list, for the signed-in route's loader to hand on (above). */
  read(email: string): Promise<Loadable<Advertiser[]>>
  /** The session ended: nothing of it is kept, and an answer on its way is dropped. */
  drop(): void
}

interface Asked {
  readonly email: string
  readonly read: Promise<Loadable<Advertiser[]>>
  readonly controller: AbortController
  /** Handed to a page: the entry's call is handed over as it is, even when it failed. */
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
