import { useId } from 'react'
import styles from './AiOptimizationsScreen.module.css'

/** One read-only KPI: its label and the value as the record gives it, '—' when empty. */
export function KpiCard({ label, value }: { label: string; value: string }) {
  const id = useId()
  return (
    <div className={styles.card}>
      <label htmlFor={id} className={styles.cardLabel}>
        {label}
      </label>
      <input id={id} className={styles.cardValue} value={value} placeholder="—" readOnly />
    </div>
  )
}
