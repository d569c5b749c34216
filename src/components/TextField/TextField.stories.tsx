import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { expectInside } from '../../../stories/support/layout'
import { messages } from '../../domain/messages'
import { Message } from '../Message'
import { TextField } from './TextField'
import { exactly } from '../../../stories/support/exactly'

/** A text field with its label (and hint, where it has one). */
const meta = preview.meta({
  title: 'Components/Text Field',
  component: TextField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Mobile number',
    type: 'tel',
    name: 'mobile',
    autoComplete: 'tel',
    placeholder: 'Enter mobile number',
    onChange: fn(),
  },
})

/** Empty, as the mobile number on Notifications once SMS Updates is ticked. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Mobile number' })
    await expect(field).toHaveValue('')
    await expect(field).toHaveAttribute('placeholder', 'Enter mobile number')
    await expect(field).not.toBeRequired()
    await userEvent.type(field, '+1 555 0142')
    await expect(field).toHaveValue('+1 555 0142')
    await expect(args.onChange).toHaveBeenCalledTimes('+1 555 0142'.length)
  },
})

/** Filled in: the value shows in place of the placeholder. */
export const Filled = meta.story({
  args: { defaultValue: '+1 (555) 014-2290' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
      '+1 (555) 014-2290',
    )
  },
})

/** The sign-in pages' email, a required field. */
const requiredEmail = {
  label: 'Email',
  type: 'email',
  name: 'email',
  autoComplete: 'username',
  placeholder: undefined,
  required: true,
}

/** Required: a red asterisk, and screen readers say it is required. */
export const Required = meta.story({
  args: requiredEmail,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' })
    await expect(field).toBeRequired()
    await expect(canvas.getByText('*')).toBeVisible()
  },
})

/**
 * With an error: the field has no error state of its own; the form says what is wrong in an
 * alert under its fields, as Forgot Password does when sent without an email.
 */
export const WithError = meta.story({
  args: requiredEmail,
  render: (args) => (
    <form aria-label="Reset password" noValidate style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <TextField {...args} />
      <Message tone="error">{messages.forgotEmailRequired}</Message>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Email is required.'))
  },
})

/** With a hint under it, which is also the field's description: 'Find advertiser' and its count. */
export const WithHint = meta.story({
  args: {
    label: 'Find advertiser',
    type: 'search',
    name: undefined,
    autoComplete: 'off',
    placeholder: undefined,
    hint: messages.advertiserMatches(1800, 1800),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('searchbox', { name: 'Find advertiser' }),
    ).toHaveAccessibleDescription('1,800 of 1,800 advertisers')
  },
})

/** Disabled (as the password is while sign-in runs): it keeps its value and cannot be changed. */
export const Disabled = meta.story({
  args: { disabled: true, defaultValue: '+1 (555) 014-2290' },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Mobile number' })
    await expect(field).toBeDisabled()
    await userEvent.type(field, '9')
    await expect(field).toHaveValue('+1 (555) 014-2290')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
})

/** Read-only and selected, as the report's link when the clipboard refuses: it can be copied. */
export const ReadOnly = meta.story({
  args: {
    label: 'Link to this report',
    type: 'text',
    name: undefined,
    autoComplete: undefined,
    placeholder: undefined,
    readOnly: true,
    defaultValue: 'https://portal.example.com/facebook-analytics?advertiser=adv-104&view=report',
    hint: messages.copyLinkManual,
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Link to this report' })
    await expect(field).toHaveAttribute('readonly')
    await expect(field).toHaveAccessibleDescription(
      'Your browser did not let the portal copy it: the link is selected, copy it from here.',
    )
    await userEvent.type(field, 'x')
    await expect(field).toHaveValue(
      'https://portal.example.com/facebook-analytics?advertiser=adv-104&view=report',
    )
  },
})

/**
 * In a box narrower than the field would be by itself: the field takes the box's width, so it stays
 * inside a 320 px card or dialog.
 */
export const InANarrowBox = meta.story({
  // Firefox and WebKit give an input a wider width of its own than Chromium; here `size` asks for
  // it (issue 45).
  args: { size: 60 },
  render: (args) => (
    <div data-testid="box" style={{ width: '12rem' }}>
      <TextField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Mobile number' })
    await expectInside(field, canvas.getByTestId('box'))
  },
})
