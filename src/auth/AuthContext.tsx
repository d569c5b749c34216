import { createContext, use, useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react'
import type { ApiClient } from '../api/client'
import { logout } from '../api/auth'
import { logFailure } from '../api/errors'
import { clearStored } from '../storage/browserStorage'
import { readCredentials, readToken, saveCredentials, type StoredCredentials } from './credentials'
import { sessionReducer, type Session, type SessionState, type SignOutResult } from './session'
import { useSessionChecks } from './useSessionChecks'

/** What the portal reads of the session, and the three things it does with it. */
export interface Auth {
  readonly session: Session
  /** The signed-in client's email; null unless signed in. */
  readonly email: string | null
  /** True while a logout call runs. */
  readonly isSigningOut: boolean
  /** Stores the new token and email and checks them; the session is loading until then. */
  signIn(credentials: StoredCredentials): void
  /**
   * Tells the server, then ends the session either way; true when the server agreed. The
   * signed-out session remembers which, for the sign-in page to say. Calls made while one runs
   * share it, so the shell's Logout and the dashboard's Logout tile never call twice.
   */
  signOut(): Promise<boolean>
  /** The sign-in page has said how the last session ended: forget it. */
  acknowledgeSignOut(): void
}

const AuthContext = createContext<Auth | null>(null)

/** A token without an email, or an email without a token, is no session: clear the rest. */
function initialState(): SessionState {
  const stored = readCredentials() !== null
  if (!stored && readToken()) clearStored()
  return {
    session: stored ? { status: 'loading' } : { status: 'unauthenticated' },
    checkRound: 0,
    signingOut: false,
  }
}

interface AuthProviderProps {
  readonly api: ApiClient
  readonly children: ReactNode
}

/**
 * The session (spec sections 3 and 4). It starts loading when a token and email are stored. A
 * failed check ends it silently (a console message only), with one exception: when a re-check
 * cannot reach the server at all, the session is kept, so a network blip on a phone does not sign
 * the user out; the next check decides. See useSessionChecks for when it is checked.
 */
export function AuthProvider({ api, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, initialState)
  const pendingSignOut = useRef<Promise<boolean> | null>(null)

  /**
   * The one way a session ends: everything stored is cleared (token, email, the chosen
   * advertiser, session storage), and every guarded page then sends the user to /login.
   */
  const end = useCallback((why: string | null, ended?: SignOutResult) => {
    if (why) console.warn(why)
    clearStored()
    dispatch({ type: 'ended', ended })
  }, [])

  useSessionChecks({ api, state, dispatch, end })

  const signIn = useCallback((credentials: StoredCredentials) => {
    saveCredentials(credentials)
    dispatch({ type: 'check' })
  }, [])

  const signOut = useCallback(() => {
    if (pendingSignOut.current) return pendingSignOut.current
    dispatch({ type: 'signing-out' })
    pendingSignOut.current = logout(api)
      .then(
        () => true,
        (error: unknown) => {
          logFailure('Logging out (the session is cleared anyway)', error)
          return false
        },
      )
      .then((agreed) => {
        end(null, agreed ? 'logged-out' : 'logout-failed')
        pendingSignOut.current = null
        return agreed
      })
    return pendingSignOut.current
  }, [api, end])

  const acknowledgeSignOut = useCallback(() => dispatch({ type: 'acknowledged' }), [])

  const { session, signingOut } = state
  const value = useMemo<Auth>(
    () => ({
      session,
      email: session.status === 'authenticated' ? session.email : null,
      isSigningOut: signingOut,
      signIn,
      signOut,
      acknowledgeSignOut,
    }),
    [session, signingOut, signIn, signOut, acknowledgeSignOut],
  )

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): Auth {
  const auth = use(AuthContext)
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it')
  return auth
}
