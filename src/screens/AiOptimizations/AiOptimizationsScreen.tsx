import { AdvertiserSelect } from '../../components/AdvertiserSelect'
import { Page, Panel } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { kpiCards } from '../../domain/kpis'
import { dataOf, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { emptyOptimization, type Optimization } from '../../domain/optimizations'
import { ReadOnlyField } from './ReadOnlyField'
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
  /** Recently viewed advertisers, newest first (shown past ten advertisers). */
  readonly recentAdvertisers?: readonly string[]
  /** What to say about the choice, such as a linked advertiser that is not available. */
  readonly advertiserNotice?: string | null
  readonly onPreviousPage: () => void
}

/** Sherloc, the AI Optimizations page (spec section 2): read-only KPIs, notes and strategy. */
export function AiOptimizationsScreen({
  advertisers,
  selectedAdvertiser,
  optimization,
  onSelectAdvertiser,
  recentAdvertisers,
  advertiserNotice,
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
          recent={recentAdvertisers}
          notice={advertiserNotice}
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
          <ReadOnlyField key={field} look="kpi" label={label} value={shown.kpis[field]} />
        ))}
      </section>
      {selectedAdvertiser !== null && (
        <div className={styles.texts}>
          <ReadOnlyField look="text" label="Campaign Notes:" value={shown.notes} />
          <ReadOnlyField look="text" label="Campaign Strategy:" value={shown.strategyCopy} />
        </div>
      )}
      <div>
        <PreviousPageButton onClick={onPreviousPage} />
      </div>
    </Page>
  )
}
