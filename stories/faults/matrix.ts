import { expect, within } from 'storybook/test'
import { messages } from '../../src/domain/messages'
import { demoUser } from '../../src/mocks/fixtures'
import { serverErrorText, type Endpoint, type Fault as MockFault } from '../../src/mocks/handlers'
import type { PlayTools } from '../support/PortalApp'
import { findByRoleAndText } from '../support/queries'
import { chooseAdvertiser, submitLogin } from '../support/steps'

/**
 * The fault matrix: each of the nine calls of spec section 7 with each fault, and what the user
 * sees after it (spec section 8). Its stories are FaultMatrix.stories.tsx; how a cell is played is
 * in cells.tsx. (An end-to-end file until issue 42: a fault's effect on a screen needs the screen
 * and a mocked backend, not the deployed build.)
 */
export const faults = [
  'serverErrorText',
  'serverError',
  'network',
  'notJson',
  'wrongShape',
  'slow',
] as const

export type Fault = Extract<MockFault, (typeof faults)[number]>

/** What the user should see after the call failed this way. */
export type Outcome =
  | { readonly alert: string }
  | { readonly status: string }
  | { readonly signedOut: true }
  | { readonly quiet: true }

export interface Row {
  /** Where the call is made from; signed in unless `signedOut`. */
  readonly path: string
  readonly signedOut?: boolean
  /** Makes the call, after any steps before it; nothing when the page makes it on arrival. */
  readonly act?: (tools: PlayTools) => Promise<void>
  readonly outcome: (fault: Fault) => Outcome
  /** Checks that what was typed is still there, after the failure. */
  readonly typed?: (tools: PlayTools) => Promise<void>
  /**
   * Leaving the page while the call runs: how (a click, or `address`: another address opened,
   * where there is nothing to click: the session check, the modal dialog of a password being
   * saved), and the heading of the page the user arrives at.
   */
  readonly leave: { readonly click?: (tools: PlayTools) => Promise<void>; readonly to: string }
}

/**
 * A write (`ok` given: a password, a reset mail) outlives the read limit (issue 45): the slow
 * reply comes within its own limit, so a slow write is the success it is. A read is cut at it.
 */
const byFault =
  (texts: { text: string; fallback: string; network: string }, ok?: Outcome) =>
  (fault: Fault): Outcome => {
    if (fault === 'serverErrorText') return { alert: texts.text }
    if (fault === 'serverError') return { alert: texts.fallback }
    if (fault === 'slow' && ok) return ok
    if (fault === 'network' || fault === 'slow') return { alert: texts.network }
    return ok ?? { alert: texts.fallback }
  }

const clickLink =
  (name: string | RegExp) =>
  async ({ canvas, userEvent }: PlayTools) => {
    await userEvent.click(await canvas.findByRole('link', { name }))
  }

const backToDashboard = { click: clickLink('Back to Dashboard'), to: 'Dashboard' }
/** Nothing to click: the user opens /forgot-password by its address (cells.tsx, `Revisited`). */
const byAddress = { to: 'Forgot Password' }

const newPassword = 'typed-new-pass'

export const rows: Record<Endpoint, Row> = {
  login: {
    path: '/login',
    signedOut: true,
    act: (tools) => submitLogin(tools, demoUser.email, demoUser.password),
    outcome: byFault({
      text: serverErrorText('login'),
      fallback: 'Invalid email or password.',
      network: 'An unexpected error occurred. Please try again.',
    }),
    typed: async ({ canvas }) => {
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(demoUser.email)
      await expect(canvas.getByLabelText('Password *')).toHaveValue(demoUser.password)
    },
    leave: { click: clickLink('Forgot Password'), to: 'Forgot Password' },
  },
  authCheck: {
    path: '/dashboard',
    // Issue 23 (docs/decisions.md): a check the server does not answer, or answers with its own
    // failure, keeps the session; the shell says so and the portal tries again. An OK answer
    // without a role is 'Incorrect role' (spec section 5): the session is cleared silently. (A
    // 401 or 403, which end it too, are tested in session.e2e.ts and the unit tests.)
    outcome: (fault) =>
      fault === 'notJson' || fault === 'wrongShape'
        ? { signedOut: true }
        : { status: messages.serverUnreachable },
    leave: byAddress,
  },
  forgotPassword: {
    path: '/forgot-password',
    signedOut: true,
    act: async ({ canvas, userEvent }) => {
      await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), demoUser.email)
      await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }))
    },
    // The success body is never read, so any 200 is a success.
    outcome: byFault(
      {
        text: serverErrorText('forgotPassword'),
        fallback: 'Unable to process your request.',
        network: 'An unexpected error occurred. Please try again later.',
      },
      { status: 'Password reset instructions have been sent to your email.' },
    ),
    typed: async ({ canvas }) => {
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(demoUser.email)
    },
    leave: {
      click: async ({ canvas, userEvent }) => {
        await userEvent.click(canvas.getByRole('button', { name: 'Back to Login' }))
      },
      to: 'Sign in',
    },
  },
  advertisers: {
    path: '/facebook-analytics',
    outcome: () => ({ alert: 'Failed to load advertisers.' }),
    leave: backToDashboard,
  },
  logout: {
    path: '/dashboard',
    act: async ({ canvas, userEvent }) => {
      await canvas.findByRole('heading', { name: 'Dashboard' })
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    },
    // Only the status is read (any 200 is a success), and a slow answer comes within the
    // write's own limit (issue 45).
    outcome: (fault) =>
      fault === 'notJson' || fault === 'wrongShape' || fault === 'slow'
        ? { status: 'Logged out successfully!' }
        : { alert: 'An error occurred during logout.' },
    leave: { click: clickLink(/^Settings/), to: 'Settings' },
  },
  optimization: {
    path: '/ai-optimizations',
    act: (tools) => chooseAdvertiser(tools, 'Northwind Outdoor Co.'),
    // Section 8: only logged; the page stays usable with empty values.
    outcome: () => ({ quiet: true }),
    leave: backToDashboard,
  },
  userQuery: {
    path: '/notifications',
    outcome: byFault({
      text: serverErrorText('userQuery'),
      fallback: 'Failed to fetch user data.',
      network: 'A network error occurred. Please try again.',
    }),
    leave: backToDashboard,
  },
  profile: {
    path: '/settings',
    outcome: byFault({
      text: serverErrorText('profile'),
      fallback: 'Failed to fetch profile data.',
      network: 'A network error occurred. Please try again.',
    }),
    leave: backToDashboard,
  },
  updatePassword: {
    path: '/settings',
    act: async ({ canvas, userEvent }) => {
      await findByRoleAndText(canvas, 'definition', demoUser.name)
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Password' }))
      const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Password' }))
      await userEvent.type(dialog.getByLabelText('New Password *'), newPassword)
      await userEvent.type(dialog.getByLabelText('Confirm Password *'), newPassword)
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    },
    // The success body is never read, so any 200 is a success (and the dialog closes).
    outcome: byFault(
      {
        text: serverErrorText('updatePassword'),
        fallback: 'Failed to update password.',
        network: 'A network error occurred. Please try again.',
      },
      { status: 'Password updated successfully!' },
    ),
    typed: async ({ canvas }) => {
      const shown = canvas.queryByRole('dialog', { name: 'Edit Password' })
      if (!shown) return
      const dialog = within(shown)
      await expect(dialog.getByLabelText('New Password *')).toHaveValue(newPassword)
      await expect(dialog.getByLabelText('Confirm Password *')).toHaveValue(newPassword)
    },
    leave: byAddress,
  },
}
