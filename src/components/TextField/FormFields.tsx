import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react'
import type { TextFieldProps } from './TextField'
import { TextField } from './TextField'

/**
 * Takes up what was typed (or filled in by a password manager) into a prerendered field before
 * the app hydrated it: React keeps the field's text, but the form's state starts empty, and its
 * next render would clear the field. Gives the ref to put on the input (and passes it on to `ref`).
 */
function useTypedBeforeHydration(
  value: string,
  onValueChange: (value: string) => void,
  ref: Ref<HTMLInputElement> | undefined,
) {
  const field = useRef<HTMLInputElement | null>(null)
  useLayoutEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== value) onValueChange(typed)
    // On arrival only: from then on every change reaches the form through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useImperativeHandle(ref, () => field.current as HTMLInputElement, [])
  return field
}

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
export function EmailField({ value, onValueChange, ref, ...input }: FormFieldProps) {
  const fieldRef = useTypedBeforeHydration(value, onValueChange, ref)
  return (
    <TextField
      ref={fieldRef}
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
  ref,
  ...input
}: FormFieldProps & {
  /** 'Password', 'New Password', 'Confirm Password'. */
  readonly label: string
  /** `current` to sign in with (password managers fill it in), `new` to choose one. */
  readonly purpose: 'current' | 'new'
}) {
  const fieldRef = useTypedBeforeHydration(value, onValueChange, ref)
  return (
    <TextField
      ref={fieldRef}
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
