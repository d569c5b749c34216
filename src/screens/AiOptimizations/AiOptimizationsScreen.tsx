import { AdvertiserSelect, type AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { Button } from '../../components/Button'
import { StatusText } from '../../components/LiveRegion'
import { Page, Panel } from '../../components/Page'
import { PreviousPageButton } from '../../components/PreviousPage'
import { useTryAgain } from '../../components/TryAgain'
import { kpiCards } from '../../domain/kpis'
import { dataOf, type Loadable } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import {
  emptyOptimization,
  isEmptyOptimization,
  type Optimization,
} from '../../domain/optimizations'
import { ReadOnlyField } from './ReadOnlyField'
import styles from './AiOptimizationsScreen.module.css'

export interface AiOptimizationsScreenProps {
  /**
   * The advertiser dropdown: the names, the choice, its change, recently viewed, a notice. A
   * failure to list the names is not shown (spec section 8: only logged).
   */
  readonly advertiserSelect: AdvertiserSelectChoice
  /**
   * The chosen advertiser's data: idle with no choice. Values stay empty until it is here, and
   * when it failed (only logged, spec section 8), with only a quiet 'Try again' where the failure
   * can be retried.
   */
  readonly optimization: Loadable<Optimization>
  readonly onPreviousPage: () => void
}

/** Sherloc, the AI Optimizations page (spec section 2): read-only KPIs, notes and strategy. */
export function AiOptimizationsScreen({
  advertiserSelect,
  optimization,
  onPreviousPage,
}: AiOptimizationsScreenProps) {
  const shown = dataOf(optimization) ?? emptyOptimization
  // After 'Try again', the focus goes to the values it brought.
  const { nextRef: cardsRef, buttonRef, onTryAgain } = useTryAgain<HTMLElement>(optimization)
  return (
    <Page title="AI Optimizations">
      <Panel>
        <AdvertiserSelect {...advertiserSelect} quietFailure />
        {optimization.status === 'loading' && (
          <StatusText className={styles.loading}>{messages.loadingOptimization}</StatusText>
        )}
        {/* Ten empty cards and two empty boxes say nothing by themselves: one line says why. */}
        {optimization.status === 'ready' && isEmptyOptimization(optimization.data) && (
          <StatusText className={styles.loading}>{messages.noOptimizationData}</StatusText>
        )}
        {onTryAgain && (
          <Button ref={buttonRef} variant="ghost" className={styles.retry} onClick={onTryAgain}>
            Try again
          </Button>
        )}
      </Panel>
      <section
        ref={cardsRef}
        tabIndex={-1}
        aria-label="Key performance indicators"
        className={styles.cards}
      >
        {kpiCards.map(({ field, label }) => (
          <ReadOnlyField key={field} look="kpi" label={label} value={shown.kpis[field]} />
        ))}
      </section>
      {advertiserSelect.value !== null && (
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
