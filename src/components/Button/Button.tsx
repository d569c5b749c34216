import type { ComponentPropsWithRef } from 'react'
import { cx } from '../classNames'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  readonly variant?: ButtonVariant
  /** Stretches to the width of its container (the forms on a phone). */
  readonly block?: boolean
}

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
