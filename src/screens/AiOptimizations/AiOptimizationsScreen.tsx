import { useId } from 'react'
import type { Optimization } from '../../api/types'
import { AdvertiserSelect, type AdvertiserOptions } from '../../components/AdvertiserSelect'
import { Page, Panel } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { kpiCards } from '../../domain/kpis'
import { KpiCard } from './KpiCard'
import styles from './AiOptimizationsScreen.module.css'

export interface AiOptimizationsScreenProps {
  readonly advertisers: AdvertiserOptions
  readonly selectedAdvertiser: string | null
  /** The chosen advertiser's data; empty values while loading, on failure, or with no choice. */
  readonly optimization: Optimization
  readonly loading: boolean
  readonly onSelectAdvertiser: (name: string | null) => void
  readonly onPreviousPage: () => void
}

function ReadOnlyText({ label, value }: { label: string; value: string }) {
  const id = useId()
  return (
    <div className={styles.text}>
      <label htmlFor={id} className={styles.textLabel}>
        {label}
      </label>
      <textarea id={id} className={styles.textArea} rows={10} value={value} readOnly />
    </div>
  )
}

/** Sherloc, the AI Optimizations page (spec section 2): read-only KPIs, notes and strategy. */
export function AiOptimizationsScreen({
  advertisers,
  selectedAdvertiser,
  optimization,
  loading,
  onSelectAdvertiser,
  onPreviousPage,
}: AiOptimizationsScreenProps) {
  return (
    <Page title="AI Optimizations">
      <Panel>
        <AdvertiserSelect
          options={advertisers}
          value={selectedAdvertiser}
          onChange={onSelectAdvertiser}
        />
        {loading && (
          <p role="status" className={styles.loading}>
            Loading optimization data…
          </p>
        )}
      </Panel>
      <section aria-label="Key performance indicators" className={styles.cards}>
        {kpiCards.map(({ field, label }) => (
          <KpiCard key={field} label={label} value={optimization.kpis[field]} />
        ))}
      </section>
      {selectedAdvertiser !== null && (
        <div className={styles.texts}>
          <ReadOnlyText label="Campaign Notes:" value={optimization.notes} />
          <ReadOnlyText label="Campaign Strategy:" value={optimization.strategyCopy} />
        </div>
      )}
      <div>
        <PreviousPageButton onClick={onPreviousPage} />
      </div>
    </Page>
  )
}
