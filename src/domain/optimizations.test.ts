import { describe, expect, it } from 'vitest'
import { toAdvertisers } from './advertisers'
import { kpiCards } from './kpis'
import { emptyOptimization, isEmptyOptimization, optimizationKey } from './optimizations'

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

  it('are all empty when nothing is loaded', () =>
    expect(Object.values(emptyOptimization.kpis).every((value) => value === '')).toBe(true))
})

describe('optimizationKey', () => {
  const [withId, withoutId] = toAdvertisers([{ _id: 'adv-9', name: 'Has Id' }, { name: 'No Id' }])

  it('prefers the id', () => expect(optimizationKey(withId)).toBe('adv-9'))
  it('falls back to the name', () => expect(optimizationKey(withoutId)).toBe('No Id'))
  it('is null with no advertiser', () => expect(optimizationKey(undefined)).toBeNull())
})

describe('isEmptyOptimization', () => {
  it('is true for a record with nothing but blanks', () => {
    expect(isEmptyOptimization(emptyOptimization)).toBe(true)
    expect(isEmptyOptimization({ ...emptyOptimization, notes: '  ' })).toBe(true)
  })

  it('is false as soon as one note, strategy or value is there', () => {
    expect(isEmptyOptimization({ ...emptyOptimization, strategyCopy: 'Grow.' })).toBe(false)
    const kpis = { ...emptyOptimization.kpis, cpl: '0' }
    expect(isEmptyOptimization({ ...emptyOptimization, kpis })).toBe(false)
  })
})
