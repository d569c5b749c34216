import type { ApiClient } from '../api/client'
import { checkSession, type CheckOutcome } from './checkSession'
import type { StoredCredentials } from './credentials'

/**
 * The first check of each stored session, asked for once a visit however many ask: the signed-in
 * pages' route loader starts it with the page's code and the advertiser list, and the session
 * checks (SessionChecks) take its answer, so a report link waits for one round trip of calls, not
 * two in a row. Re-checks (the timer, the tab coming back, the device back online) always ask anew.
 */
export interface FirstChecks {
  /** The first check of `credentials`' token: started now, or the one already started. */
  check(credentials: StoredCredentials): Promise<CheckOutcome>
}

export function createFirstChecks(api: ApiClient): FirstChecks {
  const started = new Map<string, Promise<CheckOutcome>>()
  return {
    check(credentials) {
      const key = `${credentials.token}\n${credentials.email}`
      let outcome = started.get(key)
      if (!outcome) {
        // Never aborted: whoever asked may leave, and the next to ask takes the answer.
        outcome = checkSession(api, credentials)
        started.set(key, outcome)
      }
      return outcome
    },
  }
}
