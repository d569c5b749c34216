import { useId } from 'react'
import type { Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { Message } from '../Message'
import styles from './AdvertiserSelect.module.css'

export interface AdvertiserSelectProps {
  /** The names to offer: each once, in order. Idle counts as loading. */
  readonly names: Loadable<readonly string[]>
  /** The chosen name, or null for 'Choose Advertiser'. */
  readonly value: string | null
  readonly onChange: (name: string | null) => void
  /** Says nothing when the list fails (the AI page only logs failures, spec section 8). */
  readonly quietFailure?: boolean
  readonly label?: string
}

/** The advertiser dropdown of the dashboard, report and AI pages: 'Choose Advertiser' first. */
export function AdvertiserSelect({
  names,
  value,
  onChange,
  quietFailure = false,
  label = 'Advertiser',
}: AdvertiserSelectProps) {
  const id = useId()
  const loading = names.status === 'loading' || names.status === 'idle'
  const options = names.status === 'ready' ? names.data : []
  const selected = value !== null && options.includes(value) ? value : ''
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected}
        disabled={loading}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{messages.chooseAdvertiserPrompt}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {loading && (
        <p role="status" className={styles.hint}>
          {messages.loadingAdvertisers}
        </p>
      )}
      {names.status === 'failed' && !quietFailure && (
        <Message tone="error">{names.message}</Message>
      )}
      {names.status === 'ready' && options.length === 0 && (
        <p role="status" className={styles.hint}>
          {messages.noAdvertisers}
        </p>
      )}
    </div>
  )
}
