import type { Kpis } from '../api/types'

/** The ten KPI cards of the AI Optimizations page, in the spec's order (section 2). */
export const kpiCards: readonly { readonly field: keyof Kpis; readonly label: string }[] = [
  { field: 'adSpend', label: 'Ad Spend' },
  { field: 'impressions', label: 'Total Impressions' },
  { field: 'clicks', label: 'Total Clicks' },
  { field: 'cpc', label: 'CPC' },
  { field: 'ctr', label: 'CTR' },
  { field: 'leads', label: 'Leads' },
  { field: 'conversions', label: 'Conversions' },
  { field: 'conversionValue', label: 'Conversion Value' },
  { field: 'roas', label: 'ROAS' },
  { field: 'cpl', label: 'CPL' },
]
