import type { Account } from '../domain/account'

/** How a session that the user ended went: the sign-in page says it once. */
export type SignOutResult = 'logged-out' | 'logout-failed'

/** The session (spec sections 3 and 4): a check decides, then signed in as a client, or not. */
export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'unauthenticated'; readonly ended?: SignOutResult }
  | {
      readonly status: 'authenticated'
      readonly email: string
      /** The accounts the session check returned. */
      readonly accounts: readonly Account[]
    }

export type SignedIn = Extract<Session, { status: 'authenticated' }>

/** Everything about the session, in one reducer. */
export interface SessionState {
  readonly session: Session
  /** Bumped to run a full check: on start, after a sign-in here or in another tab. */
  readonly checkRound: number
  /** True while a logout call runs. */
  readonly signingOut: boolean
}

export type SessionEvent =
  /** A token and email are stored: loading until a check decides. */
  | { readonly type: 'check' }
  | { readonly type: 'confirmed'; readonly session: SignedIn }
  | { readonly type: 'signing-out' }
  /** The session is over; `ended` when the user ended it. Storage is cleared by then. */
  | { readonly type: 'ended'; readonly ended?: SignOutResult }
  /** The sign-in page has said how the session ended. */
  | { readonly type: 'acknowledged' }

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'check':
      return { ...state, session: { status: 'loading' }, checkRound: state.checkRound + 1 }
    case 'confirmed':
      return { ...state, session: event.session }
    case 'signing-out':
      return { ...state, signingOut: true }
    case 'ended':
      // Ended again while already signed out (another tab, say): keep what sign-in will say.
      if (state.session.status === 'unauthenticated' && !event.ended && !state.signingOut) {
        return state
      }
      return {
        ...state,
        session: { status: 'unauthenticated', ...(event.ended && { ended: event.ended }) },
        signingOut: false,
      }
    case 'acknowledged':
      return state.session.status === 'unauthenticated' && state.session.ended
        ? { ...state, session: { status: 'unauthenticated' } }
        : state
  }
}
