import { describe, expect, it } from 'vitest'
import { kpiCards } from '../domain/kpis'
import { toOptimization } from './optimizations'

describe('an optimisation body', () => {
  it('gives each KPI card its own field of the record', () => {
    const record = toOptimization({
      kpis: {
        adSpend: '$1',
        impressions: '2',
        clicks: '3',
        cpc: '$4',
        ctr: '5%',
        leads: '6',
        conversions: '7',
        conversionValue: '$8',
        roas: '9x',
        cpl: '$10',
      },
    })
    expect(kpiCards.map((card) => record.kpis[card.field])).toEqual([
      '$1',
      '2',
      '3',
      '$4',
      '5%',
      '6',
      '7',
      '$8',
      '9x',
      '$10',
    ])
  })

  it('shows numbers as text and anything else as empty', () => {
    const record = toOptimization({ notes: 7, kpis: { clicks: 1200, cpc: null, ctr: { v: 1 } } })
    expect(record.notes).toBe('7')
    expect(record.kpis).toMatchObject({ clicks: '1200', cpc: '', ctr: '' })
  })
})
