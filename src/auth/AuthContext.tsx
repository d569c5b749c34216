import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import type { ApiClient } from '../api/client'
import type { Account } from '../api/types'
import { logout as logoutCall } from '../api/auth'
import type { Session } from './session'
import {
  clearStoredSession,
  readCredentials,
  readToken,
  saveCredentials,
  type StoredCredentials,
} from './storage'
import { useSessionChecks } from './useSessionChecks'

export interface Auth {
  readonly session: Session
  readonly isAuthenticated: boolean
  readonly isLoading: boolean
  readonly role: 'client' | null
  readonly email: string | null
  readonly accounts: readonly Account[]
  readonly advertisers: readonly string[]
  /** True while a logout call runs. */
  readonly isSigningOut: boolean
  /** Stores the new token and email and checks them; the session is loading until then. */
  signIn(credentials: StoredCredentials): void
  /**
   * Tells the server, then clears the stored session either way; true when the server agreed.
   * The signed-out session remembers which, for the sign-in page to say. Calls made while one
   * runs share it, so the shell's Logout and the dashboard's Logout tile never call twice.
   */
  signOut(): Promise<boolean>
  /** The sign-in page has said how the last session ended: forget it. */
  acknowledgeSignOut(): void
}

const AuthContext = createContext<Auth | null>(null)

/** A token without an email, or an email without a token, is no session: clear the rest. */
function initialSession(): Session {
  if (readCredentials()) return { status: 'loading' }
  if (readToken()) clearStoredSession()
  return { status: 'unauthenticated' }
}

export interface AuthProviderProps {
  readonly api: ApiClient
  readonly children: ReactNode
}

/**
 * The session (spec sections 3 and 4). It starts loading when a token and email are stored. A
 * failed check clears the stored session silently (a console message only), with one exception:
 * when a re-check cannot reach the server at all, the session is kept, so a network blip on a
 * phone does not sign the user out; the next check decides. See useSessionChecks for when.
 */
export function AuthProvider({ api, children }: AuthProviderProps) {
  const [session, setSession] = useState<Session>(initialSession)
  const [checkRound, setCheckRound] = useState(0)
  const [isSigningOut, setIsSigningOut] = useState(false)
  const ownTokenRef = useRef(readToken())
  const signingOut = useRef<Promise<boolean> | null>(null)

  const startCheck = useCallback(() => {
    setSession({ status: 'loading' })
    setCheckRound((round) => round + 1)
  }, [])

  useSessionChecks({ api, session, setSession, ownTokenRef, checkRound, startCheck })

  const signIn = useCallback(
    (credentials: StoredCredentials) => {
      ownTokenRef.current = credentials.token
      saveCredentials(credentials)
      startCheck()
    },
    [startCheck],
  )

  const signOut = useCallback(() => {
    if (signingOut.current) return signingOut.current
    setIsSigningOut(true)
    signingOut.current = (async () => {
      let agreed = false
      try {
        await logoutCall(api)
        agreed = true
      } catch (error) {
        console.warn('The logout call failed; the session is cleared anyway.', error)
      }
      ownTokenRef.current = null
      clearStoredSession()
      // Every guarded page now redirects to /login, where `ended` becomes the message.
      setSession({ status: 'unauthenticated', ended: agreed ? 'logged-out' : 'logout-failed' })
      setIsSigningOut(false)
      signingOut.current = null
      return agreed
    })()
    return signingOut.current
  }, [api])

  const acknowledgeSignOut = useCallback(() => {
    setSession((current) =>
      current.status === 'unauthenticated' && current.ended
        ? { status: 'unauthenticated' }
        : current,
    )
  }, [])

  const value = useMemo<Auth>(() => {
    const signedIn = session.status === 'authenticated' ? session : null
    return {
      session,
      isAuthenticated: signedIn !== null,
      isLoading: session.status === 'loading',
      role: signedIn?.role ?? null,
      email: signedIn?.email ?? null,
      accounts: signedIn?.accounts ?? [],
      advertisers: signedIn?.advertisers ?? [],
      isSigningOut,
      signIn,
      signOut,
      acknowledgeSignOut,
    }
  }, [session, isSigningOut, signIn, signOut, acknowledgeSignOut])

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): Auth {
  const auth = use(AuthContext)
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it')
  return auth
}
