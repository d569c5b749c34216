import type { ComponentPropsWithRef } from 'react'
import { cx } from '../classNames'
import styles from './Button.module.css'

/** How much the button stands out: the page's main action, a second one, or a quiet one. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

/** A native button's props (`onClick`, `disabled`, `aria-*` ...), plus the portal's look. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * `primary` (filled, the default) for the main action, `secondary` (framed) beside it, `ghost`
   * (no frame) for quiet actions such as the shell's Logout.
   */
  readonly variant?: ButtonVariant
  /** Stretches to the width of its container (the forms on a phone). */
  readonly block?: boolean
}

/**
 * The portal's button. Its `type` is `button` unless said otherwise, so it never submits a form
 * by accident (SubmitButton is the form's submit). Disabled, it cannot be pressed and is skipped
 * by the keyboard; an icon inside it is decorative, its text names it.
 */
export function Button({
  variant = 'primary',
  block = false,
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button, className)}
      data-variant={variant}
      data-block={block || undefined}
      {...props}
    />
  )
}
