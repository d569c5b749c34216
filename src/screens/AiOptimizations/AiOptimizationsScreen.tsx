import { useId } from 'react'
import { AdvertiserSelect } from '../../components/AdvertiserSelect'
import { Page, Panel } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { kpiCards } from '../../domain/kpis'
import { dataOf, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { emptyOptimization, type Optimization } from '../../domain/optimizations'
import { KpiCard } from './KpiCard'
import styles from './AiOptimizationsScreen.module.css'

export interface AiOptimizationsScreenProps {
  /** The advertiser names; a failure is not shown (spec section 8: only logged). */
  readonly advertisers: Loadable<readonly string[]>
  readonly selectedAdvertiser: string | null
  /**
   * The chosen advertiser's data: idle with no choice. Values stay empty until it is here, and
   * when it failed (only logged, spec section 8).
   */
  readonly optimization: Loadable<Optimization>
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
  onSelectAdvertiser,
  onPreviousPage,
}: AiOptimizationsScreenProps) {
  const shown = dataOf(optimization) ?? emptyOptimization
  return (
    <Page title="AI Optimizations">
      <Panel>
        <AdvertiserSelect
          names={advertisers}
          value={selectedAdvertiser}
          onChange={onSelectAdvertiser}
          quietFailure
        />
        {optimization.status === 'loading' && (
          <p role="status" className={styles.loading}>
            {messages.loadingOptimization}
          </p>
        )}
      </Panel>
      <section aria-label="Key performance indicators" className={styles.cards}>
        {kpiCards.map(({ field, label }) => (
          <KpiCard key={field} label={label} value={shown.kpis[field]} />
        ))}
      </section>
      {selectedAdvertiser !== null && (
        <div className={styles.texts}>
          <ReadOnlyText label="Campaign Notes:" value={shown.notes} />
          <ReadOnlyText label="Campaign Strategy:" value={shown.strategyCopy} />
        </div>
      )}
      <div>
        <PreviousPageButton onClick={onPreviousPage} />
      </div>
    </Page>
  )
}
