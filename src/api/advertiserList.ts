import type { Advertiser } from '../domain/advertisers'
import { failed, idle, loading, ready, type Loadable } from '../domain/loadable'
import { messages } from '../domain/messages'
import { listAdvertisers } from './advertisers'
import type { ApiClient } from './client'
import { errorMessage, isAbort, logFailure, type FailureTexts } from './errors'

/** Report screens say 'Failed to load advertisers.' for any failure, never the server's text. */
export const advertisersFailure: FailureTexts = {
  what: 'Loading advertisers',
  fallback: messages.advertisersFailed,
  network: messages.advertisersFailed,
  serverText: false,
}

/** How long a list is fresh: a tab brought back to the foreground after this asks again. */
export const advertisersFreshMs = 5 * 60_000

/**
 * The signed-in client's advertisers (GET /api/advertisers?email=), asked for once a visit and
 * shared by every page with the dropdown: the signed-in pages' route loader asks for it beside the
 * session's first check, so a page that needs it rarely waits, and a move between pages never
 * does (docs/decisions.md). It is asked again on Try again, when the tab comes back after
 * `advertisersFreshMs`, and for the next session (the list is dropped when one ends). A failure
 * says 'Failed to load advertisers.' whatever the server said (spec section 8).
 */
export interface AdvertiserList {
  /** What is known of `email`'s list; idle when nothing was asked for `email`. */
  read(email: string | null): Loadable<Advertiser[]>
  /** Asks for `email`'s list unless it is here or on its way (`again`: ask anew, keeping it meanwhile). */
  load(email: string, options?: { again?: boolean }): void
  /** `email`'s list once it is here, or null once asking for it failed (asks if nobody has). */
  settled(email: string): Promise<readonly Advertiser[] | null>
  /** Asks again when the list is older than `advertisersFreshMs` (the tab came back). */
  refreshIfStale(email: string): void
  /** The session ended: nothing of it is kept, and an answer on its way is dropped. */
  drop(): void
  subscribe(listener: () => void): () => void
}

interface Entry {
  readonly email: string
  readonly state: Loadable<Advertiser[]>
  /** When the state's answer came (Date.now()); null while the first is on its way. */
  readonly answeredAt: number | null
  readonly controller: AbortController
}

export function createAdvertiserList(api: ApiClient, now = () => Date.now()): AdvertiserList {
  let entry: Entry | null = null
  const listeners = new Set<() => void>()
  const changed = (next: Entry | null) => {
    entry = next
    listeners.forEach((listener) => listener())
  }

  /** Asking again when the device comes back online, while a failure shows. */
  let whenOnline: (() => void) | null = null
  function stopWaitingForOnline() {
    if (whenOnline) window.removeEventListener('online', whenOnline)
    whenOnline = null
  }

  function fetchFor(email: string, kept: Loadable<Advertiser[]> | null) {
    entry?.controller.abort()
    stopWaitingForOnline()
    const controller = new AbortController()
    const asked: Entry = { email, state: kept ?? loading, answeredAt: null, controller }
    changed(asked)
    listAdvertisers(api, email, controller.signal).then(
      (list) => {
        if (entry === asked) changed({ ...asked, state: ready(list), answeredAt: now() })
      },
      (error: unknown) => {
        if (entry !== asked || isAbort(error)) return
        const { what, ...texts } = advertisersFailure
        logFailure(what, error)
        // A list already shown stays when asking again fails: the page keeps working.
        if (kept?.status === 'ready') return changed({ ...asked, answeredAt: now() })
        const message = errorMessage(error, texts)
        const retry = () => fetchFor(email, null)
        changed({ ...asked, state: failed(message, retry), answeredAt: now() })
        // Tried again by itself, once, when the device comes back online: the promise of the
        // shell's offline notice (issue 45, row 4). Try again stays for any other failure.
        if (typeof window !== 'undefined') {
          whenOnline = retry
          window.addEventListener('online', retry, { once: true })
        }
      },
    )
  }

  return {
    read(email) {
      return entry && entry.email === email ? entry.state : idle
    },
    load(email, { again = false } = {}) {
      if (entry?.email === email && !again) return
      fetchFor(email, entry?.email === email ? entry.state : null)
    },
    settled(email) {
      this.load(email)
      return new Promise((resolve) => {
        const answered = () => {
          const state = this.read(email)
          if (state.status === 'loading') return false
          stop()
          resolve(state.status === 'ready' ? state.data : null)
          return true
        }
        const stop = this.subscribe(answered)
        answered()
      })
    },
    refreshIfStale(email) {
      if (entry?.email !== email || entry.answeredAt === null) return
      if (now() - entry.answeredAt > advertisersFreshMs) {
        fetchFor(email, entry.state.status === 'ready' ? entry.state : null)
      }
    },
    drop() {
      entry?.controller.abort()
      stopWaitingForOnline()
      if (entry) changed(null)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
