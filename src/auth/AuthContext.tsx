import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { ApiClient } from '../api/client'
import type { Account } from '../api/types'
import { logout as logoutCall } from '../api/auth'
import { timings } from '../domain/timings'
import { checkSession, type CheckOutcome, type Session } from './session'
import {
  clearStoredSession,
  readCredentials,
  readToken,
  saveCredentials,
  type StoredCredentials,
} from './storage'

export interface Auth {
  readonly session: Session
  readonly isAuthenticated: boolean
  readonly isLoading: boolean
  readonly role: 'client' | null
  readonly email: string | null
  readonly accounts: readonly Account[]
  readonly advertisers: readonly string[]
  /** Stores the new token and email and checks them; the session is loading until then. */
  signIn(credentials: StoredCredentials): void
  /**
   * Tells the server, then clears the stored session either way; true when the server agreed.
   * The signed-out session remembers which, for the sign-in page to say.
   */
  signOut(): Promise<boolean>
}

const AuthContext = createContext<Auth | null>(null)

type CheckMode = 'initial' | 'recheck'

export interface AuthProviderProps {
  readonly api: ApiClient
  readonly children: ReactNode
}

/**
 * The session (spec sections 3 and 4). It starts loading when a token and email are stored and
 * is checked on start, whenever the page becomes visible again, and every 15 minutes. A failed
 * check clears the stored session silently (a console message only), with one exception: when
 * a re-check cannot reach the server at all, the session is kept, so a network blip on a phone
 * does not sign the user out; the next check decides.
 */
export function AuthProvider({ api, children }: AuthProviderProps) {
  const [session, setSession] = useState<Session>(() =>
    readCredentials() ? { status: 'loading' } : { status: 'unauthenticated' },
  )
  const [checkRound, setCheckRound] = useState(0)
  const sessionRef = useRef(session)
  useEffect(() => {
    sessionRef.current = session
  }, [session])

  /** Applies a check's outcome, unless a sign-in or sign-out while it ran made it stale. */
  const settle = useCallback((outcome: CheckOutcome, mode: CheckMode, token: string | null) => {
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
    clearStoredSession()
    setSession({ status: 'unauthenticated' })
  }, [])

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

  const signIn = useCallback((credentials: StoredCredentials) => {
    saveCredentials(credentials)
    setSession({ status: 'loading' })
    setCheckRound((round) => round + 1)
  }, [])

  const signOut = useCallback(async () => {
    let agreed = false
    try {
      await logoutCall(api)
      agreed = true
    } catch (error) {
      console.warn('The logout call failed; the session is cleared anyway.', error)
    }
    clearStoredSession()
    // Every guarded page now redirects to /login, where `ended` becomes the message.
    setSession({ status: 'unauthenticated', ended: agreed ? 'logged-out' : 'logout-failed' })
    return agreed
  }, [api])

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
      signIn,
      signOut,
    }
  }, [session, signIn, signOut])

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): Auth {
  const auth = use(AuthContext)
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it')
  return auth
}
