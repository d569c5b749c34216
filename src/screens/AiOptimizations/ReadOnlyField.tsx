import { useId, type CSSProperties } from 'react'
import styles from './AiOptimizationsScreen.module.css'

const looks = {
  /** A KPI card: the label over one large value, '—' when empty. */
  kpi: { field: styles.card, label: styles.cardLabel },
  /** Notes and strategy: 10 rows, at least 220 px high (spec section 9). */
  text: { field: styles.text, label: styles.textLabel },
}

/** A value the page shows and nobody edits, with its label (spec section 2: read-only). */
export function ReadOnlyField({
  label,
  value,
  look,
}: {
  label: string
  value: string
  look: keyof typeof looks
}) {
  const id = useId()
  return (
    <div className={looks[look].field}>
      <label htmlFor={id} className={looks[look].label}>
        {label}
      </label>
      {look === 'kpi' ? (
        <input
          id={id}
          className={styles.cardValue}
          // Its length sizes the value to fit its card (the CSS's --value-length).
          style={{ '--value-length': Math.max(value.length, 1) } as CSSProperties}
          value={value}
          placeholder="—"
          readOnly
        />
      ) : (
        <textarea id={id} className={styles.textArea} rows={10} value={value} readOnly />
      )}
    </div>
  )
}
