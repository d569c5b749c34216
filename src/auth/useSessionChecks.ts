import { useCallback, useEffect, type Dispatch } from 'react'
import type { ApiClient } from '../api/client'
import { timings } from '../domain/timings'
import { subscribeToOtherTabs } from '../storage/browserStorage'
import { checkSession, type CheckOutcome } from './checkSession'
import { readCredentials, readToken } from './credentials'
import type { SessionEvent, SessionState } from './session'
import { decodeToken } from './token'

type CheckMode = 'initial' | 'recheck'

interface SessionChecks {
  readonly api: ApiClient
  readonly state: SessionState
  readonly dispatch: Dispatch<SessionEvent>
  /** Ends the session (see AuthProvider), saying why on the console. */
  readonly end: (why: string) => void
}

/**
 * When the session is checked (spec sections 4 and 9): on start and after a sign-in, every
 * 15 minutes and whenever the tab becomes visible again while signed in. It also ends when the
 * server refuses the token (any 401), when the token expires, and when another tab signs out;
 * when another tab signs in, this one checks the new session.
 */
export function useSessionChecks({ api, state, dispatch, end }: SessionChecks) {
  /** Applies a check's outcome, unless a sign-in or sign-out while it ran made it stale. */
  const settle = useCallback(
    (outcome: CheckOutcome, mode: CheckMode, token: string | null) => {
      if (outcome.kind === 'aborted' || readToken() !== token) return
      if (outcome.kind === 'valid') {
        dispatch({ type: 'confirmed', session: outcome.session })
      } else if (outcome.kind === 'unreachable' && mode === 'recheck') {
        console.warn(
          `Session re-check could not reach the server; keeping the session. ${outcome.reason}`,
        )
      } else {
        end(`Session check failed; signing out. ${outcome.reason}`)
      }
    },
    [dispatch, end],
  )

  const runCheck = useCallback(
    (mode: CheckMode, signal?: AbortSignal) => {
      const credentials = readCredentials()
      return checkSession(api, credentials, signal).then((outcome) =>
        settle(outcome, mode, credentials?.token ?? null),
      )
    },
    [api, settle],
  )

  // The first check, and one after each sign-in.
  useEffect(() => {
    if (!readCredentials()) return
    const controller = new AbortController()
    void runCheck('initial', controller.signal)
    return () => controller.abort()
  }, [state.checkRound, runCheck])

  // Re-checks while signed in: on a timer, and when the tab becomes visible again.
  const signedIn = state.session.status === 'authenticated'
  useEffect(() => {
    if (!signedIn) return
    const recheck = () => void runCheck('recheck')
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recheck()
    }
    const timer = window.setInterval(recheck, timings.authRecheckMs)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [signedIn, runCheck])

  // Any call answered 401 means the server no longer accepts the token: sign out, once, however
  // many calls fail together (the first clears the token, so the others no longer match it).
  useEffect(
    () =>
      api.onUnauthorized((token) => {
        if (readToken() === token) end('The server refused the session token (401); signing out.')
      }),
    [api, end],
  )

  // The session ends when the token expires (its `exp`), not at the next check.
  const expiresAt = signedIn ? (decodeToken(readToken())?.exp ?? null) : null
  useEffect(() => {
    if (expiresAt === null) return
    const delay = expiresAt * 1000 - Date.now()
    // Past what a timer can wait (about 24 days), the re-checks see to it.
    if (delay > 2 ** 31 - 1) return
    const timer = window.setTimeout(
      () => end('The session token has expired; signing out.'),
      Math.max(0, delay),
    )
    return () => window.clearTimeout(timer)
  }, [expiresAt, end])

  // Another tab signed out, or signed in (perhaps as someone else): follow it.
  const signedOut = state.session.status === 'unauthenticated'
  useEffect(
    () =>
      subscribeToOtherTabs((key) => {
        if (key !== 'token' && key !== null) return
        if (readCredentials()) dispatch({ type: 'check' })
        else if (!signedOut) end('Signed out in another tab.')
      }),
    [signedOut, dispatch, end],
  )
}
