import { describe, expect, it } from 'vitest'
import {
  connectionShown,
  endNotice,
  retryDelay,
  returnsAfterSignIn,
  sessionReducer,
  type Session,
  type SessionEvent,
  type SessionState,
} from './session'

const signedIn: Session = { status: 'authenticated', email: 'a@b.test' }

function state(overrides: Partial<SessionState> = {}): SessionState {
  return {
    session: signedIn,
    checkRound: 1,
    checkFollows: false,
    signingOut: false,
    ending: null,
    connection: 'online',
    unanswered: 0,
    recheckRound: 0,
    replaced: false,
    ...overrides,
  }
}

const ended = (how: Extract<SessionEvent, { type: 'ended' }>['ended']): SessionEvent => ({
  type: 'ended',
  ended: how,
})

describe('the session reducer (issue 10)', () => {
  it.each(['expired', 'renew', 'logged-out', 'logout-failed', 'logout-unanswered'] as const)(
    'remembers a session that ended as %s, for sign-in to say',
    (how) => {
      const troubled = state({ ending: 'one-minute', connection: 'offline', unanswered: 2 })
      expect(sessionReducer(troubled, ended(how))).toEqual(
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
    const expiring = { type: 'expiring', ending: 'two-minutes' } as const
    expect(sessionReducer(state(), expiring).ending).toBe('two-minutes')
    expect(sessionReducer(state(), { ...expiring, ending: 'one-minute' }).ending).toBe('one-minute')
    const loading = state({ session: { status: 'loading' } })
    expect(sessionReducer(loading, expiring)).toBe(loading)
  })

  it('forgets the notice when a new session is checked', () => {
    expect(sessionReducer(state({ ending: 'two-minutes' }), { type: 'check' }).ending).toBe(null)
  })

  it('keeps the notice when a re-check confirms the same session', () => {
    const soon = state({ ending: 'two-minutes' })
    expect(sessionReducer(soon, { type: 'confirmed', session: signedIn }).ending).toBe(
      'two-minutes',
    )
  })

  it('keeps the session through checks that get no answer, and counts them (issue 23)', () => {
    const unanswered = { type: 'unanswered', offline: true, session: signedIn } as const
    const once = sessionReducer(state(), unanswered)
    expect(once).toEqual(state({ connection: 'offline', unanswered: 1 }))
    const twice = sessionReducer(once, { ...unanswered, offline: false })
    expect(twice).toEqual(state({ connection: 'unreachable', unanswered: 2 }))
    expect(sessionReducer(twice, { type: 'confirmed', session: signedIn })).toEqual(state())
  })

  it('lets a session being checked on start go on when the check gets no answer', () => {
    const loading = state({ session: { status: 'loading' } })
    const event = { type: 'unanswered', offline: false, session: signedIn } as const
    expect(sessionReducer(loading, event).session).toEqual(signedIn)
  })

  it('tries again after 5 s, doubling to at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ])
  })

  it('keeps the session of the same client signed in again in another tab, with a quiet check', () => {
    const soon = state({ ending: 'one-minute' })
    const next = sessionReducer(soon, { type: 'signed-in-elsewhere', email: ' A@B.test' })
    expect(next).toEqual(state({ recheckRound: 1 }))
  })

  it('replaces the session of another client, and says so until the next sign-in or end', () => {
    const replaced = sessionReducer(state(), { type: 'signed-in-elsewhere', email: 'c@d.test' })
    expect(replaced).toEqual(
      state({ session: { status: 'loading' }, checkRound: 2, checkFollows: true, replaced: true }),
    )
    const signedInHere = sessionReducer(replaced, { type: 'check' })
    expect([signedInHere.replaced, signedInHere.checkFollows]).toEqual([false, false])
    expect(sessionReducer(replaced, ended('logged-out')).replaced).toBe(false)
  })

  it('checks a session another tab stored while this one was signed out', () => {
    const signedOut = state({ session: { status: 'unauthenticated' } })
    const next = sessionReducer(signedOut, { type: 'signed-in-elsewhere', email: 'a@b.test' })
    expect(next).toEqual(
      state({ session: { status: 'loading' }, checkRound: 2, checkFollows: true }),
    )
  })

  it('checks the newest token of a sign-in still being checked, keeping whose it replaces', () => {
    const checkingReplacement = state({
      session: { status: 'loading' },
      checkRound: 2,
      replaced: true,
    })
    const next = sessionReducer(checkingReplacement, {
      type: 'signed-in-elsewhere',
      email: 'c@d.test',
    })
    expect(next).toEqual(
      state({ session: { status: 'loading' }, checkRound: 3, checkFollows: true, replaced: true }),
    )
  })

  it('takes the same client’s email however it was stored, spaces and case alike', () => {
    const stored = state({ session: { status: 'authenticated', email: ' A@b.test ' } })
    const next = sessionReducer(stored, { type: 'signed-in-elsewhere', email: 'a@B.test' })
    expect(next.recheckRound).toBe(1)
    expect(next.session).toBe(stored.session)
  })

  it('keeps the signed-in session when a re-check gets no answer', () => {
    const other: Session = { status: 'authenticated', email: 'c@d.test' }
    const event = { type: 'unanswered', offline: false, session: other } as const
    expect(sessionReducer(state(), event).session).toEqual(signedIn)
  })

  it('notes a Logout under way', () => {
    expect(sessionReducer(state(), { type: 'signing-out' })).toEqual(state({ signingOut: true }))
  })

  it('forgets how the session ended once sign-in has said it, and only then', () => {
    const expired = state({ session: { status: 'unauthenticated', ended: 'expired' } })
    expect(sessionReducer(expired, { type: 'acknowledged' })).toEqual(
      state({ session: { status: 'unauthenticated' } }),
    )
    const quiet = state({ session: { status: 'unauthenticated' } })
    expect(sessionReducer(quiet, { type: 'acknowledged' })).toBe(quiet)
    const current = state()
    expect(sessionReducer(current, { type: 'acknowledged' })).toBe(current)
  })

  it('brings the user back after every end but Logout', () => {
    expect(returnsAfterSignIn(undefined)).toBe(true)
    expect(returnsAfterSignIn('expired')).toBe(true)
    expect(returnsAfterSignIn('renew')).toBe(true)
    expect(returnsAfterSignIn('logged-out')).toBe(false)
    expect(returnsAfterSignIn('logout-failed')).toBe(false)
    expect(returnsAfterSignIn('logout-unanswered')).toBe(false)
  })
})

describe('what sign-in says about how the last session ended', () => {
  it.each([
    ['logged-out', { tone: 'success', text: 'Logged out successfully!' }],
    ['logout-failed', { tone: 'error', text: 'An error occurred during logout.' }],
    [
      'logout-unanswered',
      {
        tone: 'info',
        text: 'We did not hear back from the server. You have been logged out of this browser.',
      },
    ],
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

describe('what the shell says of the connection', () => {
  it('says offline while the browser does, whatever the last check got', () => {
    for (const checked of ['online', 'offline', 'unreachable'] as const) {
      expect(connectionShown(checked, false)).toBe('offline')
    }
  })

  it("says what the last check got while the browser says it is online (its 'true' is not sure)", () => {
    for (const checked of ['online', 'offline', 'unreachable'] as const) {
      expect(connectionShown(checked, true)).toBe(checked)
    }
  })
})
