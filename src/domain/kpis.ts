/** The ten KPI cards of the AI Optimizations page, in the spec's order (sections 2 and 3). */
export const kpiCards = [
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
] as const satisfies readonly { readonly field: string; readonly label: string }[]

type KpiField = (typeof kpiCards)[number]['field']

/** Every KPI as text, as the backend sends it; empty when it sent nothing. */
export type Kpis = Readonly<Record<KpiField, string>>
