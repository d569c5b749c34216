import type { Advertiser } from './advertisers'
import { kpiCards, type Kpis } from './kpis'

/** An advertiser's optimisation record (spec section 3): notes, strategy and the ten KPIs. */
export interface Optimization {
  readonly notes: string
  readonly strategyCopy: string
  readonly kpis: Kpis
}

/** What the page shows with no advertiser chosen, or while nothing has loaded (spec section 3). */
export const emptyOptimization: Optimization = {
  notes: '',
  strategyCopy: '',
  kpis: Object.fromEntries(kpiCards.map(({ field }) => [field, ''])) as Kpis,
}

/** True when a record holds nothing to show: no notes, no strategy, no KPI value. */
export function isEmptyOptimization(optimization: Optimization): boolean {
  const texts = [optimization.notes, optimization.strategyCopy, ...Object.values(optimization.kpis)]
  return texts.every((text) => text.trim() === '')
}

/** The optimisation data is asked for by the advertiser's id, or by its name when it has none. */
export function optimizationKey(advertiser: Advertiser | undefined): string | null {
  if (!advertiser) return null
  return advertiser.id ?? advertiser.name
}
