import type { TextFieldProps } from './TextField'
import { TextField } from './TextField'

/** A required field whose value the form keeps: it says each change as the new text. */
export interface FormFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'type' | 'required' | 'label'
> {
  /** What the field holds, as the form keeps it. */
  readonly value: string
  /** Called with the whole new text at each change. */
  readonly onValueChange: (value: string) => void
}

/** The email a user signs in with, as password managers and phone keyboards expect it. */
export function EmailField({ value, onValueChange, ...input }: FormFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...input}
    />
  )
}

/**
 * A password: the current one (sign-in), or a new one (so password managers offer to make and
 * save it).
 */
export function PasswordField({
  label,
  purpose,
  value,
  onValueChange,
  ...input
}: FormFieldProps & {
  /** 'Password', 'New Password', 'Confirm Password'. */
  readonly label: string
  /** `current` to sign in with (password managers fill it in), `new` to choose one. */
  readonly purpose: 'current' | 'new'
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={`${purpose}-password`}
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...input}
    />
  )
}
