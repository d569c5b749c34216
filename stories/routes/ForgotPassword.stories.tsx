import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { failures } from '../../src/mocks/handlers'
import { currentPath, PortalApp, type PlayTools } from '../support/PortalApp'
import { findAnnounced } from '../support/queries'
import { exactly } from '../support/exactly'

/** The live Forgot Password page: sending reset instructions, and each way it can fail. */
const meta = preview.meta({
  title: 'Routes/Forgot Password',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/forgot-password' },
})

async function request({ canvas, userEvent }: PlayTools, email: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }))
}

export const Sent = meta.story({
  play: async ({ canvas, userEvent }) => {
    await request({ canvas, userEvent }, 'demo@clientportal.test')
    await expect(
      await findAnnounced(canvas, 'Password reset instructions have been sent to your email.'),
    ).toBeVisible()
  },
})

export const EmailRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Reset Instructions' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(exactly('Email is required.'))
  },
})

export const ServerErrorText = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('forgotPassword', 'No account uses that email.', 404))
  },
  play: async ({ canvas, userEvent }) => {
    await request({ canvas, userEvent }, 'nobody@example.com')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('No account uses that email.'),
    )
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@example.com')
  },
})

export const FallbackError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('forgotPassword'))
  },
  play: async ({ canvas, userEvent }) => {
    await request({ canvas, userEvent }, 'demo@clientportal.test')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('Unable to process your request.'),
    )
  },
})

export const NetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('forgotPassword'))
  },
  play: async ({ canvas, userEvent }) => {
    await request({ canvas, userEvent }, 'demo@clientportal.test')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('An unexpected error occurred. Please try again later.'),
    )
  },
})

export const Processing = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.slow('forgotPassword'))
  },
  play: async ({ canvas, userEvent }) => {
    await request({ canvas, userEvent }, 'demo@clientportal.test')
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

export const BackToLogin = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to Login' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
  },
})
