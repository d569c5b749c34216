import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { screenParameters } from '../../../stories/support/screenStories'
import { narrow, phone } from '../../../.storybook/viewports'
import { expectInside, expectNoSidewaysScroll } from '../../../stories/support/layout'
import { failed, idle, loading, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { sampleAgency } from '../../mocks/brand'
import { LoginScreen } from './LoginScreen'
import { expectAnnounced } from '../../../stories/support/queries'
import { exactly } from '../../../stories/support/exactly'

/**
 * Sign in: the first page a client sees. Email and password, Login, and the way to Forgot Password;
 * what the page says while signing in, when sign-in fails, and when the client arrives after a
 * logout or an ended session.
 */
const meta = preview.meta({
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: screenParameters,
  args: { submission: idle, onSubmit: fn() },
})

/** The empty form: email and password, both marked required, Login and Forgot Password. */
export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired()
    await expect(canvas.getByLabelText('Password *')).toBeRequired()
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    await expect(canvas.getByRole('form', { name: 'Sign in' })).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

/**
 * The page in the moment before it is ready to use (it loads as a plain page first, then comes
 * alive): the form shows it is busy, and Login waits under its own label.
 */
export const Starting = meta.story({
  // The prerendered page before hydration: Login is aria-disabled, under its own label. The app
  // handles a press from the moment it is here, even before the mark is gone.
  args: { starting: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true')
    const login = canvas.getByRole('button', { name: 'Login' })
    await expect(login).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@clientportal.test')
    await userEvent.type(canvas.getByLabelText('Password *'), 'demo-password')
    await userEvent.click(login)
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
})

/** Email and password typed in, then Login pressed. */
export const FilledIn = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@clientportal.test')
    await userEvent.type(canvas.getByLabelText('Password *'), 'demo-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'demo@clientportal.test',
      password: 'demo-password',
    })
  },
})

/** While the request runs: 'Logging in...', the password field disabled. */
export const Submitting = meta.story({
  args: {
    submission: loading,
    defaultValues: { email: 'demo@clientportal.test', password: 'demo-password' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging in...' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByLabelText('Password *')).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'demo@clientportal.test',
    )
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
})

/** Login pressed with a field left blank: the page says both are needed. */
export const EmptyFields = meta.story({
  args: { submission: failed(messages.loginEmpty) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Email and password cannot be empty.'),
    )
  },
})

/** The server refused without saying why. */
export const InvalidCredentials = meta.story({
  args: {
    submission: failed(messages.loginFailed),
    defaultValues: { email: 'demo@clientportal.test' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Invalid email or password.'))
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'demo@clientportal.test',
    )
  },
})

/** The server's own error text is shown as it is. */
export const ServerErrorText = meta.story({
  args: { submission: failed('Your account is locked. Contact your rep.') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Your account is locked. Contact your rep.'),
    )
  },
})

/**
 * Login pressed without a connection, or the server could not be reached: the page says so, and the
 * client can try again.
 */
export const NetworkError = meta.story({
  args: { submission: failed(messages.loginNetwork) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('An unexpected error occurred. Please try again.'),
    )
  },
})

/** No backend host configured: the form says so instead of failing silently. */
export const BackendNotConfigured = meta.story({
  args: { submission: failed(messages.backendNotConfigured) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Backend URL is not configured.'),
    )
  },
})

/** Arrived from a successful logout. */
export const LoggedOut = meta.story({
  args: { notice: { tone: 'success', text: messages.logoutSucceeded } },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Logged out successfully!')
  },
})

/** Arrived from a logout whose server call failed (the session is cleared anyway). */
export const LogoutFailed = meta.story({
  args: { notice: { tone: 'error', text: messages.logoutFailed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('An error occurred during logout.'),
    )
  },
})

/**
 * The logout got no answer in time: the client is signed out here, and the server may have ended
 * the session too. The page says so plainly, never as an error.
 */
export const LogoutUnanswered = meta.story({
  args: { notice: { tone: 'info', text: messages.logoutUnanswered } },
  play: async ({ canvas }) => {
    await expectAnnounced(
      canvas,
      'We did not hear back from the server. You have been logged out of this browser.',
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

/** Arrived after a session that ended by itself (expiry, a 401, a failed check): said politely. */
export const SessionEnded = meta.story({
  args: { notice: { tone: 'info', text: messages.sessionEnded } },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Your session has ended. Please sign in again.')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

/** Forgot Password keeps the page sign-in was to return to. */
export const ForgotPasswordKeepsNext = meta.story({
  args: { forgotPasswordTo: '/forgot-password?next=%2Fsettings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Fsettings',
    )
  },
})

/** On a phone the card fills the width, and the Login button spans the form. */
export const Phone = meta.story({
  globals: phone,
  args: { submission: failed(messages.loginFailed) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Login' })
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await expect(button).toBeVisible()
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(280)
    await expect(button.getBoundingClientRect().width).toBe(email.getBoundingClientRect().width)
  },
})

/** At 320 px the fields stay inside the card. */
export const NarrowFieldsInsideTheCard = meta.story({
  // The fields once ran 20 px past the card: the field's grid took the input's own width (issue
  // 45).
  globals: narrow,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('main').firstElementChild
    if (!card) throw new Error('The sign-in card is missing')
    await expectInside(canvas.getByRole('textbox', { name: 'Email' }), card)
    await expectInside(canvas.getByLabelText('Password *'), card)
    await expectInside(canvas.getByRole('button', { name: 'Login' }), card)
    await expectNoSidewaysScroll()
  },
})

/** The next story's sign-in answer: given once its play has seen the wait, never on a timer (a
 * busy machine's typing outlasted 200 ms). */
let answerSignIn = () => {}

/**
 * Enter pressed in the password field: while the answer comes, the password field waits and the
 * focus stays on the busy Login button; it is back in the password field when sign-in fails.
 */
export const FocusAfterFailedAttempt = meta.story({
  render: function Render(args) {
    const [submission, setSubmission] = useState<Loadable<never>>(idle)
    return (
      <LoginScreen
        {...args}
        submission={submission}
        onSubmit={(values) => {
          args.onSubmit(values)
          setSubmission(loading)
          answerSignIn = () => setSubmission(failed(messages.loginFailed))
        }}
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@clientportal.test')
    await userEvent.type(canvas.getByLabelText('Password *'), 'wrong{Enter}')
    // While the field is disabled, the focus waits on the busy button, never on the page's body.
    await expect(canvas.getByRole('button', { name: 'Logging in...' })).toHaveFocus()
    await expect(canvas.getByLabelText('Password *')).toBeDisabled()
    answerSignIn()
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('Invalid email or password.'),
    )
    await waitFor(() => expect(canvas.getByLabelText('Password *')).toHaveFocus())
  },
})

/**
 * Under an agency's brand (set by its deployment; the toolbar's Brand shows any story so): its logo
 * for the mark, its name in the welcome, its accent colour on Login.
 */
export const AgencyBrand = meta.story({
  // config.json's `brand`.
  globals: { brand: 'agency' },
  play: async ({ canvas }) => {
    const logo = await canvas.findByRole('img', { name: sampleAgency.name })
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    await expect(
      canvas.getByText(`Welcome to ${sampleAgency.name}. Sign in to see your reports.`),
    ).toBeVisible()
    // The button eases into the agency's colour.
    const login = canvas.getByRole('button', { name: 'Login' })
    await waitFor(() => expect(getComputedStyle(login).backgroundColor).toBe('rgb(163, 64, 26)'))
  },
})
