import {
  createContext,
  use,
  useCallback,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from 'react'
import type { ApiClient } from '../api/client'
import { logout } from '../api/auth'
import { isUnanswered, logFailure } from '../api/errors'
import { clearStored } from '../storage/browserStorage'
import { readCredentials, readToken, saveCredentials, type StoredCredentials } from './credentials'
import { createFirstChecks, type FirstChecks } from './firstChecks'
import {
  sessionReducer,
  type SignInRefused,
  type Session,
  type Connection,
  type Ending,
  type SessionEnd,
  type SessionEvent,
  type SessionState,
} from './session'

/** What the portal reads of the session, and what it does with it. */
export interface Auth {
  readonly session: Session
  /** The signed-in client's email; null unless signed in. */
  readonly email: string | null
  /** True while a logout call runs. */
  readonly isSigningOut: boolean
  /** From two minutes before the token's `exp`: the shell says so and offers 'Sign in again'. */
  readonly ending: Ending | null
  /** Whether the last session check got an answer (the shell says when it did not). */
  readonly connection: Connection
  /** True when someone else signed in in another tab, and this tab now shows their session. */
  readonly replaced: boolean
  /** Stores the new token and email and checks them; the session is loading until then. */
  signIn(credentials: StoredCredentials): void
  /**
   * Another tab has signed in while this one was signed out (at sign-in, say): checks the session
   * it stored, as after a sign-in here. Nothing happens unless this tab is signed out and a
   * session is stored.
   */
  followSignIn(): void
  /**
   * Tells the server, then ends the session either way; true when the server agreed. The
   * signed-out session remembers which, for the sign-in page to say. Calls made while one runs
   * share it, so the shell's Logout and the dashboard's Logout tile never call twice.
   */
  signOut(): Promise<boolean>
  /** The sign-in page has said how the last session ended: forget it. */
  acknowledgeSignOut(): void
  /**
   * 'Sign in again': ends the session now (no server call; the token is about to expire), and
   * sign-in brings the user back to the page they were on.
   */
  renew(): void
  /**
   * Ends a session that has ended by itself (its stored token or email is gone, say): sign-in
   * says so and brings the user back. `why` goes to the console.
   */
  expire(why: string): void
}

const AuthContext = createContext<Auth | null>(null)

/** What the session checks (SessionChecks) drive: the client, the state, and the way it ends. */
export interface SessionMachine {
  readonly api: ApiClient
  /** The first check of each session, shared with the route loader that may have started it. */
  readonly firstChecks: FirstChecks
  readonly state: SessionState
  readonly dispatch: Dispatch<SessionEvent>
  /** Ends a session that ended by itself, or the sign-in just made (`refused`). */
  readonly end: (why: string, refused?: SignInRefused) => void
}

const SessionMachineContext = createContext<SessionMachine | null>(null)

/**
 * A token without an email, or an email without a token, is no session: clear the rest. A token
 * left without its email was a session, and it has ended by itself: sign-in says so.
 */
function initialState(): SessionState {
  const stored = readCredentials() !== null
  const leftOver = !stored && readToken() !== null
  if (leftOver) clearStored()
  return {
    session: stored
      ? { status: 'loading' }
      : { status: 'unauthenticated', ...(leftOver && { ended: 'expired' as const }) },
    checkRound: 0,
    checkFollows: false,
    signingOut: false,
    ending: null,
    connection: 'online',
    unanswered: 0,
    recheckRound: 0,
    replaced: false,
  }
}

interface AuthProviderProps {
  readonly api: ApiClient
  /** Where a session's first check is asked for (the app shares them with its route loader). */
  readonly firstChecks?: FirstChecks
  readonly children: ReactNode
}

/**
 * The session (spec sections 3 and 4). It starts loading when a token and email are stored, and
 * the checks decide (`SessionChecks`, which the signed-in app renders: the public pages need only
 * this state, not the checks' code). A check the server refuses ends it (a console message, and
 * sign-in says the session has ended); one that gets no answer, or the server's own failure,
 * keeps it and tries again (SessionChecks; docs/decisions.md), so a network blip or a backend
 * restart does not sign the client out.
 */
export function AuthProvider({ api, firstChecks: shared, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, initialState)
  const [own] = useState(() => createFirstChecks(api))
  const firstChecks = shared ?? own
  const pendingSignOut = useRef<Promise<boolean> | null>(null)

  /**
   * The one way a session ends: everything stored is cleared (token, email, the chosen
   * advertiser, session storage), and every guarded page then sends the user to /login, which
   * says how it ended.
   */
  const end = useCallback((why: string | null, ended: SessionEnd) => {
    if (why) console.warn(why)
    clearStored()
    dispatch({ type: 'ended', ended })
  }, [])

  const expire = useCallback(
    (why: string, refused?: SignInRefused) => end(why, refused ?? 'expired'),
    [end],
  )
  const renew = useCallback(() => end(null, 'renew'), [end])

  const signIn = useCallback((credentials: StoredCredentials) => {
    saveCredentials(credentials)
    dispatch({ type: 'check' })
  }, [])

  const signOut = useCallback(() => {
    if (pendingSignOut.current) return pendingSignOut.current
    // Nothing of the session stays stored while the server answers (or does not): a tab closed
    // meanwhile leaves no token behind. The call carries the token it had.
    const token = readToken()
    clearStored()
    dispatch({ type: 'signing-out' })
    pendingSignOut.current = logout(api, token)
      .then(
        () => 'logged-out' as const,
        (error: unknown) => {
          logFailure('Logging out (the session is cleared anyway)', error)
          // No answer within the write limit is no failure: the server may have logged out.
          return isUnanswered(error) ? ('logout-unanswered' as const) : ('logout-failed' as const)
        },
      )
      .then((ended) => {
        end(null, ended)
        pendingSignOut.current = null
        return ended === 'logged-out'
      })
    return pendingSignOut.current
  }, [api, end])

  const acknowledgeSignOut = useCallback(() => dispatch({ type: 'acknowledged' }), [])

  const signedOut = state.session.status === 'unauthenticated'
  const followSignIn = useCallback(() => {
    const stored = readCredentials()
    if (signedOut && stored) dispatch({ type: 'signed-in-elsewhere', email: stored.email })
  }, [signedOut])

  const { session, signingOut, ending, connection, replaced } = state
  const value = useMemo<Auth>(
    () => ({
      session,
      email: session.status === 'authenticated' ? session.email : null,
      isSigningOut: signingOut,
      ending,
      connection,
      replaced,
      signIn,
      followSignIn,
      signOut,
      acknowledgeSignOut,
      renew,
      expire,
    }),
    [
      session,
      signingOut,
      ending,
      connection,
      replaced,
      signIn,
      followSignIn,
      signOut,
      acknowledgeSignOut,
      renew,
      expire,
    ],
  )

  const machine = useMemo<SessionMachine>(
    () => ({ api, firstChecks, state, dispatch, end: expire }),
    [api, firstChecks, state, expire],
  )

  return (
    <AuthContext value={value}>
      <SessionMachineContext value={machine}>{children}</SessionMachineContext>
    </AuthContext>
  )
}

/** The session's inside, for its checks only (see SessionChecks). */
export function useSessionMachine(): SessionMachine {
  const machine = use(SessionMachineContext)
  if (!machine) throw new Error('The session checks need an <AuthProvider> above them')
  return machine
}

export function useAuth(): Auth {
  const auth = use(AuthContext)
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it')
  return auth
}
