import { useId } from 'react'
import { Message } from '../Message'
import styles from './AdvertiserSelect.module.css'

/**
 * What the dropdown can offer: names once loaded, else why not. A failure with no message is
 * quiet (the AI page only logs failures, spec section 8): the dropdown simply stays empty.
 */
export type AdvertiserOptions =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string | null }
  | { readonly status: 'ready'; readonly names: readonly string[] }

export interface AdvertiserSelectProps {
  readonly options: AdvertiserOptions
  /** The chosen name, or null for 'Choose Advertiser'. */
  readonly value: string | null
  readonly onChange: (name: string | null) => void
  readonly label?: string
}

export const chooseAdvertiser = 'Choose Advertiser'

/** The advertiser dropdown of the dashboard, report and AI pages: 'Choose Advertiser' first. */
export function AdvertiserSelect({
  options,
  value,
  onChange,
  label = 'Advertiser',
}: AdvertiserSelectProps) {
  const id = useId()
  const names = options.status === 'ready' ? options.names : []
  const selected = value !== null && names.includes(value) ? value : ''
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected}
        disabled={options.status === 'loading'}
        aria-busy={options.status === 'loading'}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{chooseAdvertiser}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {options.status === 'loading' && (
        <p role="status" className={styles.hint}>
          Loading advertisers…
        </p>
      )}
      {options.status === 'error' && options.message && (
        <Message tone="error">{options.message}</Message>
      )}
      {options.status === 'ready' && names.length === 0 && (
        <p role="status" className={styles.hint}>
          No advertisers are assigned to your account yet.
        </p>
      )}
    </div>
  )
}
