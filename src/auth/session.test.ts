import { describe, expect, it } from 'vitest'
import {
  endNotice,
  returnsAfterSignIn,
  sessionReducer,
  type Session,
  type SessionEvent,
  type SessionState,
} from './session'

const signedIn: Session = { status: 'authenticated', email: 'a@b.test' }

function state(overrides: Partial<SessionState> = {}): SessionState {
  return { session: signedIn, checkRound: 1, signingOut: false, expiresSoon: false, ...overrides }
}

const ended = (how: Extract<SessionEvent, { type: 'ended' }>['ended']): SessionEvent => ({
  type: 'ended',
  ended: how,
})

describe('the session reducer (issue 10)', () => {
  it.each(['expired', 'renew', 'logged-out', 'logout-failed'] as const)(
    'remembers a session that ended as %s, for sign-in to say',
    (how) => {
      expect(sessionReducer(state({ expiresSoon: true }), ended(how))).toEqual(
        state({ session: { status: 'unauthenticated', ended: how } }),
      )
    },
  )

  it('keeps what sign-in will say when a session already over ends by itself again', () => {
    const over = state({ session: { status: 'unauthenticated', ended: 'logged-out' } })
    expect(sessionReducer(over, ended('expired'))).toBe(over)
  })

  it('lets a Logout under way say how it went, even if the session ends by itself meanwhile', () => {
    const signingOut = state({ signingOut: true })
    expect(sessionReducer(signingOut, ended('expired'))).toBe(signingOut)
    expect(sessionReducer(signingOut, ended('logged-out')).session).toEqual({
      status: 'unauthenticated',
      ended: 'logged-out',
    })
  })

  it('notes that the session ends soon only while signed in', () => {
    expect(sessionReducer(state(), { type: 'expiring' }).expiresSoon).toBe(true)
    const loading = state({ session: { status: 'loading' } })
    expect(sessionReducer(loading, { type: 'expiring' })).toBe(loading)
  })

  it('forgets the notice when a new session is checked', () => {
    expect(sessionReducer(state({ expiresSoon: true }), { type: 'check' }).expiresSoon).toBe(false)
  })

  it('keeps the notice when a re-check confirms the same session', () => {
    const soon = state({ expiresSoon: true })
    expect(sessionReducer(soon, { type: 'confirmed', session: signedIn }).expiresSoon).toBe(true)
  })

  it('brings the user back after every end but Logout', () => {
    expect(returnsAfterSignIn(undefined)).toBe(true)
    expect(returnsAfterSignIn('expired')).toBe(true)
    expect(returnsAfterSignIn('renew')).toBe(true)
    expect(returnsAfterSignIn('logged-out')).toBe(false)
    expect(returnsAfterSignIn('logout-failed')).toBe(false)
  })
})

describe('what sign-in says about how the last session ended', () => {
  it.each([
    ['logged-out', { tone: 'success', text: 'Logged out successfully!' }],
    ['logout-failed', { tone: 'error', text: 'An error occurred during logout.' }],
    ['expired', { tone: 'info', text: 'Your session has ended. Please sign in again.' }],
    [
      'not-client',
      { tone: 'error', text: 'This account does not have access to the client portal.' },
    ],
    [
      'check-unreachable',
      { tone: 'error', text: 'An unexpected error occurred. Please try again.' },
    ],
    ['renew', null],
    [undefined, null],
  ] as const)('%s: %o', (ended, notice) => {
    expect(endNotice(ended)).toEqual(notice)
  })
})
