import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { screenParameters } from '../../../stories/support/screenStories'
import { phone } from '../../../.storybook/viewports'
import { failed, idle, loading, ready } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { ForgotPasswordScreen } from './ForgotPasswordScreen'
import { expectAnnounced } from '../../../stories/support/queries'
import { exactly } from '../../../stories/support/exactly'

/**
 * Forgot Password: the client gives their email, and reset instructions are sent to it. What the
 * page says while it sends, once it has sent, and when it cannot.
 */
const meta = preview.meta({
  title: 'Screens/Forgot Password',
  component: ForgotPasswordScreen,
  parameters: screenParameters,
  args: { submission: idle, onSubmit: fn(), onBackToLogin: fn() },
})

/** The empty form: the email, Send Reset Instructions, and Back to Login. */
export const Idle = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@clientportal.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('demo@clientportal.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Login' }))
    await expect(args.onBackToLogin).toHaveBeenCalled()
  },
})

/**
 * The page in the moment before it is ready to use (it loads as a plain page first, then comes
 * alive): the form shows it is busy, and both buttons wait under their own labels.
 */
export const Starting = meta.story({
  // The prerendered page before hydration: both buttons are aria-disabled, under their own labels.
  args: { starting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Reset password' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    for (const name of ['Send Reset Instructions', 'Back to Login']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
    }
  },
})

/**
 * Send Reset Instructions pressed: the button reads 'Processing...' and waits, the email still in
 * its field.
 */
export const Processing = meta.story({
  args: { submission: loading, defaultEmail: 'demo@clientportal.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'demo@clientportal.test',
    )
  },
})

/**
 * No answer for 10 s: the button still reads 'Processing...', and a line asks the client to keep
 * the page open.
 */
export const StillProcessing = meta.story({
  // Issue 45: the line is said through the page's live region.
  args: { submission: loading, slow: true, defaultEmail: 'demo@clientportal.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeVisible()
    await expectAnnounced(
      canvas,
      'The server is taking longer than usual. Please keep this page open.',
    )
  },
})

/**
 * No answer in time: the mail may have gone out. Never an error: the client is asked to look for it
 * before asking again (a second request sends a second mail).
 */
export const Unanswered = meta.story({
  args: {
    defaultEmail: 'demo@clientportal.test',
    submission: { status: 'failed', message: messages.forgotUnanswered, maybeDone: true },
  },
  play: async ({ canvas }) => {
    await expectAnnounced(
      canvas,
      'We did not hear back from the server. Reset instructions may have been sent: check your email before asking again.',
    )
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
})

/** The instructions are on their way: the page says so. */
export const Sent = meta.story({
  args: {
    defaultEmail: 'demo@clientportal.test',
    submission: ready(undefined),
  },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Password reset instructions have been sent to your email.')
  },
})

/** Sent without an email: the page asks for one. */
export const EmailRequired = meta.story({
  args: { submission: failed(messages.forgotEmailRequired) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Email is required.'))
  },
})

/** The server refused and said why: its own words are shown. */
export const ServerErrorText = meta.story({
  args: {
    defaultEmail: 'someone@example.com',
    submission: failed('No account uses that email.'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('No account uses that email.'),
    )
  },
})

/** The server refused without saying why: the page's own words. */
export const FallbackError = meta.story({
  args: { submission: failed(messages.forgotFailed) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Unable to process your request.'),
    )
  },
})

/** No connection, or the server could not be reached: the page says so. */
export const NetworkError = meta.story({
  args: { submission: failed(messages.forgotNetwork) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('An unexpected error occurred. Please try again later.'),
    )
  },
})

/** On a phone: the card fills the width of the screen, and both buttons span the form. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to Login' })).toBeVisible()
  },
})
