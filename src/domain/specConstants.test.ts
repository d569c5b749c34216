import { expect, it } from 'vitest'
import { kpiCards } from './kpis'
import { timings } from './timings'

// Spec section 9's constants and section 2's KPI cards, written out as the spec gives them: the
// tests of the hooks that use them advance fake clocks by these names, so only here would a
// changed figure or label show.

it('keeps the business constants of spec section 9', () => {
  expect(timings).toMatchObject({
    authRecheckMs: 900000,
    reportLoaderTimeoutMs: 30000,
    reportLoaderMinimumMs: 4000,
    reportLoaderTailMs: 1500,
    dashboardLoadingMs: 500,
  })
})

it('shows the ten KPI cards of spec section 2, in its order, for the fields of section 3', () => {
  expect(kpiCards.map(({ field, label }) => `${field}: ${label}`)).toEqual([
    'adSpend: Ad Spend',
    'impressions: Total Impressions',
    'clicks: Total Clicks',
    'cpc: CPC',
    'ctr: CTR',
    'leads: Leads',
    'conversions: Conversions',
    'conversionValue: Conversion Value',
    'roas: ROAS',
    'cpl: CPL',
  ])
})
