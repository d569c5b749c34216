import { Button, type ButtonProps } from './Button'

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'aria-disabled'> {
  /** True while the form's call runs: the button reads `busyLabel` and does nothing. */
  readonly busy: boolean
  /** What it reads while busy, from the message catalogue: 'Logging in...', 'Saving...'. */
  readonly busyLabel: string
  /**
   * True while the page is the build's HTML, before the app has taken it over: aria-disabled,
   * under its own label. Presses are not ignored: the app handles them from the moment it is here.
   */
  readonly starting?: boolean
}

/**
 * A form's submit button. While busy it is aria-disabled, not disabled: it keeps the focus, and
 * screen readers still find it; the form ignores a submit meanwhile.
 */
export function SubmitButton({
  busy,
  busyLabel,
  starting = false,
  children,
  ...button
}: SubmitButtonProps) {
  return (
    <Button type="submit" aria-disabled={busy || starting} {...button}>
      {busy ? busyLabel : children}
    </Button>
  )
}
