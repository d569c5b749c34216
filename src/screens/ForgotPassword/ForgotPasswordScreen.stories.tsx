import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { screenParameters } from '../../../stories/support/screenStories'
import { phone } from '../../../.storybook/viewports'
import { failed, idle, loading, ready } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { ForgotPasswordScreen } from './ForgotPasswordScreen'
import { expectAnnounced } from '../../../stories/support/queries'

const meta = preview.meta({
  title: 'Screens/Forgot Password',
  component: ForgotPasswordScreen,
  parameters: screenParameters,
  args: { submission: idle, onSubmit: fn(), onBackToLogin: fn() },
})

export const Idle = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toBeRequired()
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'demo@clientportal.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('demo@clientportal.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Login' }))
    await expect(args.onBackToLogin).toHaveBeenCalled()
  },
})

/**
 * The page as the build writes it, before the app has taken it over: the form says it is busy and
 * both buttons are aria-disabled, under their own labels, since a press does nothing yet.
 */
export const Starting = meta.story({
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

export const Processing = meta.story({
  args: { submission: loading, defaultEmail: 'demo@clientportal.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(
      'demo@clientportal.test',
    )
  },
})

/**
 * A request unanswered for 10 s: the button still reads 'Processing...', and a line asks the
 * client to keep the page open, said through the page's live region (issue 45).
 */
export const StillProcessing = meta.story({
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
 * No answer within the write limit: the mail may have gone out. Never an error, and the client
 * is asked to look for it before asking again (a second request sends a second mail).
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

export const Sent = meta.story({
  args: {
    defaultEmail: 'demo@clientportal.test',
    submission: ready(undefined),
  },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Password reset instructions have been sent to your email.')
  },
})

export const EmailRequired = meta.story({
  args: { submission: failed(messages.forgotEmailRequired) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is required.')
  },
})

/** The server's error text wins over the fallback. */
export const ServerErrorText = meta.story({
  args: {
    defaultEmail: 'someone@example.com',
    submission: failed('No account uses that email.'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No account uses that email.')
  },
})

export const FallbackError = meta.story({
  args: { submission: failed(messages.forgotFailed) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to process your request.')
  },
})

export const NetworkError = meta.story({
  args: { submission: failed(messages.forgotNetwork) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again later.',
    )
  },
})

export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to Login' })).toBeVisible()
  },
})
