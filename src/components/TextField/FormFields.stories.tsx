import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { EmailField, PasswordField, type FormFieldProps } from './FormFields'

/** The form keeps the value: the story does too, and hands each change to `onValueChange`. */
function useKeptValue(args: FormFieldProps) {
  const [value, setValue] = useState(args.value)
  const onValueChange = (typed: string) => {
    args.onValueChange(typed)
    setValue(typed)
  }
  return { value, onValueChange }
}

/** The email and password fields of the pages before sign-in, and of Edit Password. */
const meta = preview.meta({
  title: 'Components/Form Fields',
  component: EmailField,
  subcomponents: { PasswordField },
  parameters: { layout: 'padded' },
  args: { value: '', onValueChange: fn() },
  render: function Render(args) {
    return <EmailField {...args} {...useKeptValue(args)} />
  },
})

/**
 * The email field, empty: required, and filled in by password managers and offered an email
 * keyboard on phones.
 */
export const EmailEmpty = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' })
    await expect(field).toBeRequired()
    await expect(field).toHaveAttribute('type', 'email')
    await expect(field).toHaveAttribute('autocomplete', 'username')
    await expect(field).toHaveAttribute('inputmode', 'email')
    await userEvent.type(field, 'demo@clientportal.test')
    await expect(field).toHaveValue('demo@clientportal.test')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('demo@clientportal.test')
  },
})

/** The email field with the address already in it, as Forgot Password opens from sign-in. */
export const EmailFilled = meta.story({
  args: { value: 'demo@clientportal.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'demo@clientportal.test',
    )
  },
})

/** The password for sign-in: password managers fill it in. */
export const CurrentPassword = meta.story({
  render: function Render(args) {
    return <PasswordField {...args} {...useKeptValue(args)} label="Password" purpose="current" />
  },
  play: async ({ canvas, userEvent, args }) => {
    // A password field has no role; its label is its accessible name.
    const field = canvas.getByLabelText('Password *')
    await expect(field).toBeRequired()
    await expect(field).toHaveAttribute('type', 'password')
    await expect(field).toHaveAttribute('autocomplete', 'current-password')
    await userEvent.type(field, 'demo-password')
    await expect(field).toHaveValue('demo-password')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('demo-password')
  },
})

/** A new password (Edit Password): password managers offer to make one. */
export const NewPassword = meta.story({
  render: function Render(args) {
    return <PasswordField {...args} {...useKeptValue(args)} label="New Password" purpose="new" />
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('New Password *')
    await expect(field).toBeRequired()
    await expect(field).toHaveAttribute('autocomplete', 'new-password')
  },
})

/** The password while sign-in runs: what was typed stays, hidden, and cannot be changed. */
export const PasswordWhileSigningIn = meta.story({
  args: { value: 'demo-password', disabled: true },
  render: function Render(args) {
    return <PasswordField {...args} {...useKeptValue(args)} label="Password" purpose="current" />
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Password *')
    await expect(field).toBeDisabled()
    await expect(field).toHaveValue('demo-password')
  },
})
