import {
  useCallback,
  useEffect,
  useRef,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react'
import type { ApiClient } from '../api/client'
import { timings } from '../domain/timings'
import { checkSession, type CheckOutcome, type Session } from './session'
import { decodeToken } from './token'
import { clearStoredSession, readCredentials, readToken, subscribeToStorage } from './storage'

type CheckMode = 'initial' | 'recheck'

export interface SessionChecks {
  readonly api: ApiClient
  readonly session: Session
  readonly setSession: Dispatch<SetStateAction<Session>>
  /** The token this tab's session is about; changes made here update it before storage. */
  readonly ownTokenRef: RefObject<string | null>
  /** Bumped to run a full check: on start and after each sign-in. */
  readonly checkRound: number
  readonly startCheck: () => void
}

/**
 * When the session is checked (spec sections 4 and 9): on start and after a sign-in, every
 * 15 minutes and whenever the tab becomes visible again; and when another tab signs out or in
 * (the storage event), this tab follows.
 */
export function useSessionChecks({
  api,
  session,
  setSession,
  ownTokenRef,
  checkRound,
  startCheck,
}: SessionChecks) {
  const sessionRef = useRef(session)
  useEffect(() => {
    sessionRef.current = session
  }, [session])

  /** Applies a check's outcome, unless a sign-in or sign-out while it ran made it stale. */
  const settle = useCallback(
    (outcome: CheckOutcome, mode: CheckMode, token: string | null) => {
      if (outcome.kind === 'aborted' || readToken() !== token) return
      if (outcome.kind === 'valid') {
        setSession(outcome.session)
        return
      }
      if (outcome.kind === 'unreachable' && mode === 'recheck') {
        console.warn(
          `Session re-check could not reach the server; keeping the session. ${outcome.reason}`,
        )
        return
      }
      console.warn(`Session check failed; signing out. ${outcome.reason}`)
      ownTokenRef.current = null
      clearStoredSession()
      setSession({ status: 'unauthenticated' })
    },
    [ownTokenRef, setSession],
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
  }, [checkRound, runCheck])

  // Re-checks while signed in: on a timer, and when the tab becomes visible again.
  useEffect(() => {
    const recheck = () => {
      if (sessionRef.current.status === 'authenticated') void runCheck('recheck')
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recheck()
    }
    const timer = window.setInterval(recheck, timings.authRecheckMs)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [runCheck])

  // Any call answered 401 means the server no longer accepts the token: sign out, once, however
  // many calls fail together (the first clears the token, so the others no longer match it).
  useEffect(
    () =>
      api.onUnauthorized((token) => {
        if (readToken() !== token) return
        console.warn('The server refused the session token (401); signing out.')
        ownTokenRef.current = null
        clearStoredSession()
        setSession({ status: 'unauthenticated' })
      }),
    [api, ownTokenRef, setSession],
  )

  // The session ends when the token expires (its `exp`), not at the next check.
  const expiresAt =
    session.status === 'authenticated' ? (decodeToken(readToken())?.exp ?? null) : null
  useEffect(() => {
    if (expiresAt === null) return
    const delay = expiresAt * 1000 - Date.now()
    // Past what a timer can wait (about 24 days), the re-checks see to it.
    if (delay > 2 ** 31 - 1) return
    const timer = window.setTimeout(
      () => {
        console.warn('The session token has expired; signing out.')
        ownTokenRef.current = null
        clearStoredSession()
        setSession({ status: 'unauthenticated' })
      },
      Math.max(0, delay),
    )
    return () => window.clearTimeout(timer)
  }, [expiresAt, ownTokenRef, setSession])

  // Another tab signed out, or signed in (perhaps as someone else): follow it.
  useEffect(
    () =>
      subscribeToStorage(() => {
        const token = readToken()
        if (token === ownTokenRef.current) return
        ownTokenRef.current = token
        if (readCredentials()) {
          startCheck()
        } else if (sessionRef.current.status !== 'unauthenticated') {
          setSession({ status: 'unauthenticated' })
        }
      }),
    [ownTokenRef, setSession, startCheck],
  )
}
