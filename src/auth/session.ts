import { messages } from '../domain/messages'

/** How a session that the user ended with Logout went: the sign-in page says it once. */
type SignOutResult = 'logged-out' | 'logout-failed' | 'logout-unanswered'

/**
 * How a session ended: by Logout (`SignOutResult`), by itself (`expired`: the token's `exp`
 * passed, a call was answered 401, a check failed, the stored token or email went), or by
 * 'Sign in again' (`renew`). Every end but Logout sends the user back to the page they were on.
 */
export type SessionEnd = SignOutResult | 'expired' | 'renew' | SignInRefused

/**
 * The check right after a sign-in failed: the server's role is not client (a token naming no
 * role signs in, and the server decides), or the server could not be reached. Sign-in says which.
 */
export type SignInRefused = 'not-client' | 'check-unreachable'

/** True for the ends that come back to the page after sign-in (all but Logout). */
export function returnsAfterSignIn(ended: SessionEnd | undefined): boolean {
  return ended !== 'logged-out' && ended !== 'logout-failed' && ended !== 'logout-unanswered'
}

/** The session (spec sections 3 and 4): a check decides, then signed in as a client, or not. */
export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'unauthenticated'; readonly ended?: SessionEnd }
  | { readonly status: 'authenticated'; readonly email: string }

export type SignedIn = Extract<Session, { status: 'authenticated' }>

/**
 * Whether the last session check got an answer: `online`, or none because the device is offline
 * (`offline`), or because the server did not answer or failed (`unreachable`: a network error,
 * a time-out, a 5xx). Only an answer about the token ends a session.
 */
export type Connection = 'online' | 'offline' | 'unreachable'

/**
 * What the shell says of the connection. The browser's word that the device is offline is sure
 * (its `true` is not): while it says so, the shell says offline, whatever the last check got. A
 * check may well be answered then: by a service worker, a captive portal, or a browser's offline
 * emulation that lets requests through; the answer keeps the session, not the device online.
 */
export function connectionShown(connection: Connection, deviceOnline: boolean): Connection {
  return deviceOnline ? connection : 'offline'
}

/** How long is left of the session, once it is little: the shell says so. */
export type Ending = 'two-minutes' | 'one-minute'

/** Everything about the session, in one reducer. */
export interface SessionState {
  readonly session: Session
  /** Bumped to run a full check: on start, after a sign-in here or in another tab. */
  readonly checkRound: number
  /** True when the current check round follows another tab's sign-in, not one made here. */
  readonly checkFollows: boolean
  /** True while a logout call runs. */
  readonly signingOut: boolean
  /** From two minutes before the token's `exp`, until the session ends or a new one starts. */
  readonly ending: Ending | null
  readonly connection: Connection
  /** Checks in a row that got no answer: how long until the next (`retryDelay`). */
  readonly unanswered: number
  /** Bumped for a quiet re-check: the session stays shown while it runs. */
  readonly recheckRound: number
  /** True when someone else's sign-in in another tab replaced this tab's session. */
  readonly replaced: boolean
}

export type SessionEvent =
  /** A token and email are stored: loading until a check decides. */
  | { readonly type: 'check' }
  /**
   * Another tab stored a session for `email`. The same client as this tab's keeps the session
   * and page, with a quiet re-check of the new token; someone else replaces it (checked afresh,
   * `replaced`); a tab signed out checks it as after a sign-in here.
   */
  | { readonly type: 'signed-in-elsewhere'; readonly email: string }
  | { readonly type: 'confirmed'; readonly session: SignedIn }
  /**
   * A check got no answer. The session stays; a session still being checked on start goes on as
   * `session` (its token is good as far as the device can tell) until an answer decides.
   */
  | { readonly type: 'unanswered'; readonly offline: boolean; readonly session: SignedIn }
  | { readonly type: 'signing-out' }
  /** The session is over, and how it ended. Storage is cleared by then. */
  | { readonly type: 'ended'; readonly ended: SessionEnd }
  /** The token's `exp` is two minutes, then one minute, away. */
  | { readonly type: 'expiring'; readonly ending: Ending }
  /** The sign-in page has said how the session ended. */
  | { readonly type: 'acknowledged' }

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'check':
      return checking(state, { follows: false, replaced: false })
    case 'signed-in-elsewhere': {
      const { session } = state
      // Already checking (the same sign-in's email after its token, say): check the new one, and
      // keep whether it replaces someone's session.
      if (session.status === 'loading') {
        return checking(state, { follows: true, replaced: state.replaced })
      }
      if (session.status !== 'authenticated') {
        return checking(state, { follows: true, replaced: false })
      }
      if (!sameClient(session.email, event.email)) {
        return checking(state, { follows: true, replaced: true })
      }
      return { ...state, ending: null, recheckRound: state.recheckRound + 1 }
    }
    case 'confirmed':
      return { ...state, session: event.session, connection: 'online', unanswered: 0 }
    case 'unanswered':
      return {
        ...state,
        session: state.session.status === 'loading' ? event.session : state.session,
        connection: event.offline ? 'offline' : 'unreachable',
        unanswered: state.unanswered + 1,
      }
    case 'signing-out':
      return { ...state, signingOut: true }
    case 'ended':
      // Ended by itself while already over (another tab clearing storage again, say), or while
      // a Logout runs (its own call may be refused): the end already under way says how.
      if (
        event.ended === 'expired' &&
        (state.session.status === 'unauthenticated' || state.signingOut)
      ) {
        return state
      }
      return {
        ...state,
        session: { status: 'unauthenticated', ended: event.ended },
        signingOut: false,
        ending: null,
        connection: 'online',
        unanswered: 0,
        replaced: false,
      }
    case 'expiring':
      return state.session.status === 'authenticated' ? { ...state, ending: event.ending } : state
    case 'acknowledged':
      return state.session.status === 'unauthenticated' && state.session.ended
        ? { ...state, session: { status: 'unauthenticated' } }
        : state
  }
}

/**
 * A session for a new token, loading until its check decides: `follows` another tab's sign-in,
 * and `replaced` someone else's session here.
 */
function checking(
  state: SessionState,
  { follows, replaced }: { follows: boolean; replaced: boolean },
): SessionState {
  return {
    ...state,
    session: { status: 'loading' },
    checkRound: state.checkRound + 1,
    checkFollows: follows,
    ending: null,
    replaced,
  }
}

/** Emails name the same client whatever their case. */
function sameClient(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/**
 * How long after the `unanswered`-th check in a row without an answer the next one runs: 5 s,
 * doubling to at most a minute. The device coming back online checks at once.
 */
export function retryDelay(unanswered: number): number {
  return Math.min(60_000, 5_000 * 2 ** Math.max(0, unanswered - 1))
}

/** A message for the sign-in page: its tone (as components/Message shows it) and its text. */
export interface EndNotice {
  readonly tone: 'success' | 'error' | 'info'
  readonly text: string
}

/**
 * What sign-in says on arrival: the logout alert of spec section 8, that the session ended by
 * itself, or why the sign-in just made did not hold (the server's check refused it or could not
 * be reached). 'Sign in again' was the user's own choice: nothing to say.
 */
export function endNotice(ended: SessionEnd | undefined): EndNotice | null {
  switch (ended) {
    case 'logged-out':
      return { tone: 'success', text: messages.logoutSucceeded }
    case 'logout-failed':
      return { tone: 'error', text: messages.logoutFailed }
    case 'logout-unanswered':
      // No answer within the write limit: the server may have ended it; this browser has.
      return { tone: 'info', text: messages.logoutUnanswered }
    case 'expired':
      return { tone: 'info', text: messages.sessionEnded }
    case 'not-client':
      return { tone: 'error', text: messages.notClientAccount }
    case 'check-unreachable':
      return { tone: 'error', text: messages.loginNetwork }
    default:
      return null
  }
}
