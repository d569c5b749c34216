import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { messages } from '../../domain/messages'
import { SubmitButton } from './SubmitButton'

/** A form's send button: its label, then a busy label while the form is being sent. */
const meta = preview.meta({
  title: 'Components/Submit Button',
  component: SubmitButton,
  parameters: { layout: 'padded' },
  args: { busy: false, busyLabel: messages.loggingIn, children: 'Login', onClick: fn() },
  // In a form, as the portal uses it; the story's form stays on the page when submitted.
  render: (args) => (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <SubmitButton {...args} />
    </form>
  ),
})

/** Ready: it reads its label, and sends the form it is in. */
export const Ready = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Login' })
    await expect(button).toHaveAttribute('type', 'submit')
    await expect(button).not.toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

/**
 * While the form is sent: it reads the busy label and waits. The focus stays on it, and screen
 * readers still find it.
 */
export const Busy = meta.story({
  // aria-disabled, not disabled: it keeps the focus.
  args: { busy: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Logging in...' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toBeEnabled()
    button.focus()
    await expect(button).toHaveFocus()
    await expect(canvas.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument()
  },
})

/**
 * Stretched across the form, as on the pages before sign-in (here with Forgot Password's labels).
 */
export const BlockReady = meta.story({
  args: { block: true, busyLabel: messages.processing, children: 'Send Reset Instructions' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send Reset Instructions' })
    const form = button.closest('form')
    await expect(form).not.toBeNull()
    await expect(button.getBoundingClientRect().width).toBe(form?.getBoundingClientRect().width)
  },
})

/** The same, busy: 'Processing...' across the form. */
export const BlockBusy = meta.story({
  args: {
    block: true,
    busy: true,
    busyLabel: messages.processing,
    children: 'Send Reset Instructions',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

/** In the Edit Password popup, beside Cancel: 'Saving...' while the new password is saved. */
export const SavingPassword = meta.story({
  args: { busy: true, busyLabel: messages.savingPassword, children: 'Save' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})
