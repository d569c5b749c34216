import type { Kpis, Optimization } from '../api/types'
import { findById, findByName, type Advertiser } from './advertisers'

const emptyKpis: Kpis = {
  adSpend: '',
  impressions: '',
  clicks: '',
  cpc: '',
  ctr: '',
  leads: '',
  conversions: '',
  conversionValue: '',
  roas: '',
  cpl: '',
}

/** What the page shows with no advertiser chosen, or while nothing has loaded (spec section 3). */
export const emptyOptimization: Optimization = { notes: '', strategyCopy: '', kpis: emptyKpis }

/** The optimisation data is asked for by the advertiser's id, or by its name when it has none. */
export function optimizationKey(advertiser: Advertiser | undefined): string | null {
  if (!advertiser) return null
  return advertiser.id ?? advertiser.name
}

/**
 * The chosen advertiser on the AI page (spec section 4): the stored name, or failing that the
 * stored id matched against the list.
 */
export function restoreSelection(
  advertisers: readonly Advertiser[],
  stored: { readonly name: string | null; readonly id: string | null },
): Advertiser | undefined {
  return findByName(advertisers, stored.name) ?? findById(advertisers, stored.id)
}
