import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { timings } from '../domain/timings'
import { subscribeToOtherTabs } from '../storage/browserStorage'
import { checkSession, type CheckOutcome } from './checkSession'
import { isClientRole } from '../domain/roles'
import { readCredentials, readToken, serverNow, type StoredCredentials } from './credentials'
import { useSessionMachine } from './AuthContext'
import { retryDelay, type SignInRefused } from './session'
import { decodeToken } from './token'

/**
 * On start (stored credentials), after a sign-in here, after one in another tab (`follow`), or
 * a re-check. Only a sign-in here is refused when the check gets no answer: the client is at the
 * form to try again. Any other check keeps the session and tries again.
 */
type CheckMode = 'start' | 'sign-in' | 'follow' | 'recheck'

/** How the check right after a sign-in was refused, for sign-in to say; undefined otherwise. */
function refusedSignIn(outcome: CheckOutcome, mode: CheckMode): SignInRefused | undefined {
  if (mode !== 'sign-in') return undefined
  if (outcome.kind === 'not-client') return 'not-client'
  return outcome.kind === 'unreachable' ? 'check-unreachable' : undefined
}

const credentialsGone = 'The stored token or email is gone; signing out.'

/**
 * When the session is checked (spec sections 4 and 9): on start and after a sign-in, every
 * 15 minutes and whenever the tab becomes visible again while signed in. It also ends when the
 * server refuses the token (any 401), when the token expires (two minutes before, the shell
 * says so), and when another tab removes the token or the email; when another tab signs in,
 * this one checks the new session. Every one of these ends counts as the session ending by
 * itself.
 */
export function SessionChecks() {
  useSessionChecks()
  return null
}

function useSessionChecks() {
  const { api, firstChecks, state, dispatch, end: endSession } = useSessionMachine()
  // False once the session is over (or a Logout runs), set at once when it ends here: a check
  // that answers after that finds the credentials gone because the end cleared them.
  const over = state.session.status === 'unauthenticated' || state.signingOut
  const live = useRef(!over)
  useEffect(() => {
    live.current = !over
  }, [over])
  const end = useCallback(
    (why: string, refused?: SignInRefused) => {
      live.current = false
      endSession(why, refused)
    },
    [endSession],
  )

  /**
   * Applies a check's outcome. Credentials that went while it ran (the token or the email,
   * removed in this tab, which no storage event reports) end the session, whatever the server
   * said; a different token stored meanwhile (a sign-in) makes the outcome stale.
   */
  const settle = useCallback(
    (outcome: CheckOutcome, mode: CheckMode, checked: StoredCredentials) => {
      if (outcome.kind === 'aborted') return
      const current = readCredentials()
      if (!current) {
        if (live.current) end(credentialsGone)
        return
      }
      // Another sign-in stored since (here or in another tab): its own check decides.
      if (current.token !== checked.token || current.email !== checked.email) return
      if (outcome.kind === 'valid') {
        dispatch({ type: 'confirmed', session: outcome.session })
      } else if (outcome.kind === 'unreachable' && mode !== 'sign-in' && mayWait(checked.token)) {
        console.warn(`Session check got no answer; keeping the session. ${outcome.reason}`)
        dispatch({
          type: 'unanswered',
          offline: !navigator.onLine,
          session: { status: 'authenticated', email: checked.email },
        })
      } else {
        end(`Session check failed; signing out. ${outcome.reason}`, refusedSignIn(outcome, mode))
      }
    },
    [dispatch, end],
  )

  const runCheck = useCallback(
    (mode: CheckMode, signal?: AbortSignal) => {
      const credentials = readCredentials()
      // Missing credentials end the session at once: there is nothing to ask the server.
      if (!credentials) {
        end(credentialsGone)
        return Promise.resolve()
      }
      // A session's first check may be on its way already (the route loader starts it).
      const outcome =
        mode === 'recheck' ? checkSession(api, credentials, signal) : firstChecks.check(credentials)
      return outcome.then((answer) => {
        if (!signal?.aborted) settle(answer, mode, credentials)
      })
    },
    [api, firstChecks, settle, end],
  )

  // The first check, and one after each sign-in.
  useEffect(() => {
    if (!readCredentials()) return
    const controller = new AbortController()
    const mode = state.checkRound === 0 ? 'start' : state.checkFollows ? 'follow' : 'sign-in'
    void runCheck(mode, controller.signal)
    return () => controller.abort()
  }, [state.checkRound, state.checkFollows, runCheck])

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

  // And when the device goes offline or comes back online, while signed in: a check at once says
  // which. The browser's word is read as React reads any outside store, from the first render,
  // so a change is seen whenever it comes. (Listeners added once signed in missed an 'offline'
  // that came between the first check's answer and its render: the check never ran, and the
  // shell never said the device was offline.)
  const online = useDeviceOnline()
  const onlineChecked = useRef(online)
  useEffect(() => {
    if (online === onlineChecked.current) return
    onlineChecked.current = online
    if (signedIn) void runCheck('recheck')
  }, [online, signedIn, runCheck])

  // A check that got no answer is tried again, sooner at first, until one answers.
  const { connection, unanswered } = state
  useEffect(() => {
    if (!signedIn || connection === 'online') return
    const timer = window.setTimeout(() => void runCheck('recheck'), retryDelay(unanswered))
    return () => window.clearTimeout(timer)
  }, [signedIn, connection, unanswered, runCheck])

  // Any call answered 401 means the server no longer accepts the token: sign out, once, however
  // many calls fail together (the first clears the token, so the others no longer match it).
  useEffect(
    () =>
      api.onUnauthorized((token) => {
        if (readToken() === token) end('The server refused the session token (401); signing out.')
      }),
    [api, end],
  )

  // The session ends when the token expires (its `exp`, on the server's clock), not at the next
  // check; two minutes before, and again one minute before, the shell says so (at once, when
  // less than that is left).
  const expiresAt = signedIn ? (decodeToken(readToken(), serverNow())?.exp ?? null) : null
  useEffect(() => {
    if (expiresAt === null) return
    const delay = expiresAt * 1000 - serverNow()
    // Past what a timer can wait (about 24 days), the re-checks see to it.
    if (delay > 2 ** 31 - 1) return
    const timers = [
      window.setTimeout(
        () => dispatch({ type: 'expiring', ending: 'two-minutes' }),
        Math.max(0, delay - timings.sessionEndingNoticeMs),
      ),
      window.setTimeout(
        () => dispatch({ type: 'expiring', ending: 'one-minute' }),
        Math.max(0, delay - timings.sessionEndingNoticeMs / 2),
      ),
      window.setTimeout(
        () => end('The session token has expired; signing out.'),
        Math.max(0, delay),
      ),
    ]
    return () => timers.forEach((timer) => window.clearTimeout(timer))
  }, [expiresAt, dispatch, end])

  // A quiet re-check (another tab signed in again as the same client): the page stays.
  useEffect(() => {
    if (state.recheckRound > 0) void runCheck('recheck')
  }, [state.recheckRound, runCheck])

  // Another tab removed the token or the email (a logout there, say): the session ends here too.
  // Another tab signed in: the reducer decides, on the session as it is now, whether that is the
  // same client (the page stays), someone else (replaced) or a first sign-in here. A sign-in
  // writes the token before the email, so the email's own event tells a different client apart.
  useEffect(
    () =>
      subscribeToOtherTabs((key) => {
        if (key !== null && key !== 'token' && key !== 'email' && key !== 'legacyEmail') return
        const credentials = readCredentials()
        if (!credentials) {
          if (live.current) end('The token or email was removed in another tab; signing out.')
        } else {
          dispatch({ type: 'signed-in-elsewhere', email: credentials.email })
        }
      }),
    [dispatch, end],
  )
}

/** The browser's online and offline events, for useSyncExternalStore. */
function subscribeToConnectivity(changed: () => void) {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/** Whether the browser says the device is online (its `false` is sure; its `true` is not). */
const deviceOnline = () => navigator.onLine

/**
 * Whether the browser says the device is online, kept up to date by its `online` and `offline`
 * events (true where there is no browser, as in the prerendered pages).
 */
export function useDeviceOnline(): boolean {
  return useSyncExternalStore(subscribeToConnectivity, deviceOnline, () => true)
}

/**
 * Whether a session may go on without an answer from the server: its token says nothing against
 * it (a role other than client ends it, as the server would).
 */
function mayWait(token: string): boolean {
  const role = decodeToken(token, serverNow())?.role ?? null
  return role === null || isClientRole(role)
}
