import type { ApiClient } from './client'
import { kpiCards, type Kpis } from '../domain/kpis'
import type { Optimization } from '../domain/optimizations'
import { asText, isRecord } from '../domain/values'
import { shapeError } from './errors'

export function toOptimization(data: unknown): Optimization {
  const record = data === undefined ? {} : data
  if (!isRecord(record)) throw shapeError('The optimisation data is not an object')
  const raw = isRecord(record.kpis) ? record.kpis : {}
  const kpis = {} as Record<keyof Kpis, string>
  for (const { field } of kpiCards) kpis[field] = asText(raw[field])
  return { notes: asText(record.notes), strategyCopy: asText(record.strategyCopy), kpis }
}

export function getOptimization(api: ApiClient, key: string, signal?: AbortSignal) {
  return api.request<Optimization>({
    method: 'GET',
    path: `/api/advertiser-optimizations/${encodeURIComponent(key)}`,
    // The key is the advertiser's id or name, neither of which belongs on the console.
    logPath: '/api/advertiser-optimizations/{advertiser}',
    auth: 'bearer',
    signal,
    parse: toOptimization,
  })
}
