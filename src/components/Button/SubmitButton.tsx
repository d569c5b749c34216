import { useHydrated } from '../useHydrated'
import { Button, type ButtonProps } from './Button'

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'aria-disabled'> {
  /** True while the form's call runs: the button reads `busyLabel` and does nothing. */
  readonly busy: boolean
  /** What it reads while busy, from the message catalogue: 'Logging in...', 'Saving...'. */
  readonly busyLabel: string
}

/**
 * A form's submit button. While busy it is aria-disabled, not disabled: it keeps the focus, and
 * screen readers still find it; the form ignores a submit meanwhile.
 *
 * In a page the build prerendered, it is natively disabled (looking as usual) until the app has
 * hydrated: a submit before then would be the browser's own, which sends the fields in the
 * address (the password too) and reloads the page. Enter does nothing meanwhile, and the text
 * typed stays.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...button
}: SubmitButtonProps) {
  const hydrated = useHydrated()
  return (
    <Button
      type="submit"
      aria-disabled={busy}
      disabled={disabled || !hydrated}
      data-awaiting-app={hydrated ? undefined : true}
      {...button}
    >
      {busy ? busyLabel : children}
    </Button>
  )
}
