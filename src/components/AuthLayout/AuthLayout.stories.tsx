import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { narrow, phone } from '../../../.storybook/viewports'
import { expectNoSidewaysScroll } from '../../../stories/support/layout'
import {
  getByRoleAndText,
  queryByRoleAndText,
  expectAnnounced,
} from '../../../stories/support/queries'
import { messages } from '../../domain/messages'
import { BrandProvider } from '../Brand'
import { SubmitButton } from '../Button'
import { Message } from '../Message'
import { EmailField, PasswordField } from '../TextField'
import { AuthForm } from './AuthForm'
import { AuthLayout } from './AuthLayout'

/** What the app does with a sent form (a spy: the story checks it was called). */
const sent = fn()

/** A small sign-in form, as the card holds on /login. */
function SignInForm() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  return (
    <AuthForm
      label="Sign in"
      onSubmit={(event) => {
        event.preventDefault()
        sent({ email, password })
      }}
    >
      <EmailField value={email} onValueChange={setEmail} />
      <PasswordField
        label="Password"
        purpose="current"
        value={password}
        onValueChange={setPassword}
      />
      <SubmitButton block busy={false} busyLabel={messages.loggingIn}>
        Login
      </SubmitButton>
    </AuthForm>
  )
}

/**
 * The card of the pages before sign-in (Sign in, Forgot Password) on the portal's background: the
 * brand, the page's title and the line under it, then its form.
 */
const meta = preview.meta({
  title: 'Components/Auth Layout',
  component: AuthLayout,
  args: {
    title: 'Sign in',
    intro: 'Welcome to the Client Portal. Sign in to see your reports.',
    children: <SignInForm />,
  },
})

/** The sign-in card: the brand, the page's title and intro, then the form. */
export const WithForm = meta.story({
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(
      getByRoleAndText(
        canvas,
        'paragraph',
        'Welcome to the Client Portal. Sign in to see your reports.',
      ),
    ).toBeVisible()
    const form = within(main.getByRole('form', { name: 'Sign in' }))
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeRequired()
    await expect(form.getByLabelText('Password *')).toBeRequired()
    await expect(form.getByRole('button', { name: 'Login' })).toBeEnabled()
  },
})

const longName = 'Northern Hemisphere Independent Media and Creative Agency Co'

/**
 * An agency name as long as a deployment allows, at 320 px: on the card it wraps onto more lines,
 * whole, and the card stays as wide as the screen.
 */
export const LongBrandNameNarrow = meta.story({
  globals: narrow,
  decorators: [
    (Story) => (
      <BrandProvider brand={{ name: longName }}>
        <Story />
      </BrandProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByText(longName)
    await expect(name).toBeVisible()
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth)
    await expectNoSidewaysScroll()
  },
})

/**
 * Pressed, the form sends what was typed within the portal; the page does not reload, and its
 * address stays as it was.
 */
export const FormSentByTheApp = meta.story({
  // AuthForm's `onSubmit`: the browser never sends the form itself.
  beforeEach: () => sent.mockClear(),
  play: async ({ canvas, userEvent }) => {
    const address = window.location.href
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a@example.com')
    await userEvent.type(canvas.getByLabelText('Password *'), 'secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(sent).toHaveBeenCalledWith({ email: 'a@example.com', password: 'secret' })
    await expect(window.location.href).toBe(address)
  },
})

/** Without an intro: the title alone above the content. */
export const WithoutIntro = meta.story({
  args: { title: 'Forgot Password', intro: undefined },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Forgot Password' })
    await expect(heading).toBeVisible()
    await expect(queryByRoleAndText(canvas, 'paragraph', /Welcome/)).not.toBeInTheDocument()
  },
})

/** A message above the form, as sign-in shows after a session ended by itself. */
export const WithMessage = meta.story({
  args: {
    children: (
      <>
        <Message tone="info">{messages.sessionEnded}</Message>
        <SignInForm />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Your session has ended. Please sign in again.')
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeVisible()
  },
})

/** On a phone the card fills the width of the screen, less its margins. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Sign in' })
    await expect(form.getBoundingClientRect().width).toBeGreaterThan(280)
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible()
  },
})
