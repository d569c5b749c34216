import { useId, type ComponentPropsWithRef } from 'react'
import { cx } from '../classNames'
import styles from './TextField.module.css'

/** A native input's props (`value`, `onChange`, `type`, `disabled` ...), with a label and a hint. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  /** The visible label, which is also the field's accessible name. */
  readonly label: string
  /** A line under the field that helps fill it in; screen readers read it as its description. */
  readonly hint?: string
}

/**
 * A labelled input. Required fields are marked for sight and for screen readers; the forms use
 * noValidate, so the portal's own messages (spec section 8) replace the browser's bubbles.
 */
export function TextField({ label, hint, required, className, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        id={id}
        className={styles.input}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
