import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { contractTexts, failures, signInLimits } from '../../src/mocks/handlers'
import { agencyUser, demoUser } from '../../src/mocks/fixtures'
import { currentPath, PortalApp } from '../support/PortalApp'
import { submitLogin } from '../support/steps'
import { nothingStored, stored } from '../../src/mocks/storage'
import { makeToken } from '../../src/mocks/token'
import { exactly } from '../support/exactly'

/** The live sign-in page: signing in, and each way it can fail, as the server answers. */
const meta = preview.meta({
  title: 'Routes/Sign in',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/login' },
})

/** The demo client signs in and lands on /client, which shows the dashboard. */
export const Success = meta.story({
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/client'))
    await expect(stored().token).toBeTruthy()
    await expect(stored().email).toBe(demoUser.email)
  },
})

/** Spaces around the email are not part of it. */
export const EmailWithSpaces = meta.story({
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, `  ${demoUser.email} `, demoUser.password)
    await canvas.findByRole('heading', { name: 'Dashboard' })
    await expect(stored().email).toBe(demoUser.email)
  },
})

export const EmptyFields = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '   ')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('Email and password cannot be empty.'),
    )
  },
})

/** A wrong password: the server says no without a reason; what was typed stays. */
export const WrongPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, 'not-the-password')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('Invalid email or password.'),
    )
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(demoUser.email)
    await expect(canvas.getByLabelText('Password *')).toHaveValue('not-the-password')
    await expect(stored().token).toBeNull()
  },
})

// Issue 26, C1; N5; spec section 8.
/**
 * Too many failed sign-ins for one email: the server asks the client to wait, the page shows its
 * words, and waits for the client to try again; it never tries again by itself.
 */
export const TooManyAttempts = meta.story({
  // The contract's 429 for one email.
  beforeEach: async () => {
    // Earlier failed sign-ins for this email, against the same contract.
    for (let attempt = 0; attempt < signInLimits.perEmail.failures; attempt++) {
      await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: demoUser.email, password: 'not-the-password' }),
      })
    }
  },
  play: async ({ canvas, userEvent }) => {
    // The right password now, within the wait: refused all the same, in the server's own words.
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly(contractTexts.signInDelayed(signInLimits.perEmail.firstDelayMs)),
    )
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled()
    await expect(stored().token).toBeNull()
  },
})

export const ServerErrorText = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('login', 'Too many attempts. Try again in 5 minutes.', 429))
  },
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('Too many attempts. Try again in 5 minutes.'),
    )
  },
})

export const NetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('login'))
  },
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('An unexpected error occurred. Please try again.'),
    )
    await expect(canvas.getByLabelText('Password *')).toHaveValue(demoUser.password)
  },
})

/** The request hangs: the form says 'Logging in...' and the password field waits. */
export const Submitting = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.slow('login'))
  },
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(canvas.getByLabelText('Password *')).toBeDisabled()
  },
})

/** No backend host: the form says so, nothing crashes. */
export const BackendNotConfigured = meta.story({
  args: { baseUrl: '' },
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('Backend URL is not configured.'),
    )
  },
})

/** The server's answer to sign-in cannot be read: sign-in fails, and nothing is kept. */
export const MalformedToken = meta.story({
  // A login answer whose token cannot be decoded.
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('login', { token: 'definitely-not-a-jwt' }))
  },
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('An unexpected error occurred. Please try again.'),
    )
    await expect(stored().token).toBeNull()
  },
})

/**
 * Someone whose account is not a client's signs in: sign-in says it has no access, and nothing is
 * kept.
 */
export const NonClientRole = meta.story({
  // The token's role is refused at once; before issue 10 the role gate bounced them back to an
  // empty form.
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, agencyUser.email, agencyUser.password)
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('This account does not have access to the client portal.'),
    )
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled()
    await expect(stored()).toEqual(nothingStored)
  },
})

/**
 * An account whose role only the server knows signs in, and the server says it is not a client's:
 * sign-in says it has no access, and nothing is kept.
 */
export const RoleOnlyTheServerKnows = meta.story({
  // A token naming no role; the server's check answers another role.
  beforeEach: ({ msw }) => {
    const token = makeToken({ role: '', email: demoUser.email, advertisers: [] })
    msw.use(
      failures.respond('login', { token }),
      failures.respond('authCheck', { role: 'agency', accounts: [] }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('This account does not have access to the client portal.'),
    )
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
    await expect(stored()).toEqual(nothingStored)
  },
})

/** The check right after sign-in cannot reach the server: sign-in says so, nothing is kept. */
export const CheckUnreachableAfterSignIn = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('authCheck'))
  },
  play: async ({ canvas, userEvent }) => {
    await submitLogin({ canvas, userEvent }, demoUser.email, demoUser.password)
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('An unexpected error occurred. Please try again.'),
    )
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
    await expect(stored()).toEqual(nothingStored)
  },
})
