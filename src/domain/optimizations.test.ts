import { describe, expect, it } from 'vitest'
import { toOptimization } from '../api/optimizations'
import { toAdvertisers } from './advertisers'
import { kpiCards } from './kpis'
import { emptyOptimization, optimizationKey, restoreSelection } from './optimizations'

describe('KPI cards', () => {
  it('are the ten of the spec, in order', () => {
    expect(kpiCards.map((card) => card.label)).toEqual([
      'Ad Spend',
      'Total Impressions',
      'Total Clicks',
      'CPC',
      'CTR',
      'Leads',
      'Conversions',
      'Conversion Value',
      'ROAS',
      'CPL',
    ])
  })

  it('each read their own field of the record', () => {
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

  it('show numbers as text and anything else as empty', () => {
    const record = toOptimization({ notes: 7, kpis: { clicks: 1200, cpc: null, ctr: { v: 1 } } })
    expect(record.notes).toBe('7')
    expect(record.kpis).toMatchObject({ clicks: '1200', cpc: '', ctr: '' })
  })

  it('are all empty when nothing is loaded', () =>
    expect(Object.values(emptyOptimization.kpis).every((value) => value === '')).toBe(true))
})

describe('optimizationKey', () => {
  const [withId, withoutId] = toAdvertisers([{ _id: 'adv-9', name: 'Has Id' }, { name: 'No Id' }])

  it('prefers the id', () => expect(optimizationKey(withId)).toBe('adv-9'))
  it('falls back to the name', () => expect(optimizationKey(withoutId)).toBe('No Id'))
  it('is null with no advertiser', () => expect(optimizationKey(undefined)).toBeNull())
})

describe('restoreSelection', () => {
  const list = toAdvertisers([
    { id: '1', name: 'Alpha' },
    { id: '2', name: 'Beta' },
  ])

  it('restores from the stored name', () =>
    expect(restoreSelection(list, { name: 'Beta', id: '1' })?.name).toBe('Beta'))

  it('falls back to the stored id', () =>
    expect(restoreSelection(list, { name: 'Renamed', id: '1' })?.name).toBe('Alpha'))

  it('restores nothing when neither matches', () =>
    expect(restoreSelection(list, { name: null, id: '404' })).toBeUndefined())
})
