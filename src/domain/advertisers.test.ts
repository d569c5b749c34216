import { describe, expect, it } from 'vitest'
import {
  advertiserKey,
  advertiserNames,
  findByKey,
  findById,
  findByName,
  toAdvertiser,
  toAdvertisers,
} from './advertisers'

describe('toAdvertiser', () => {
  it('reads the name from advertiser, else name, trimmed', () => {
    expect(toAdvertiser({ advertiser: ' Acme ' })?.name).toBe('Acme')
    expect(toAdvertiser({ name: 'Borealis' })?.name).toBe('Borealis')
    expect(toAdvertiser({ advertiser: '  ', name: 'Fallback' })?.name).toBe('Fallback')
  })

  it('reads the id from id, _id or advertiserId, numbers as text', () => {
    expect(toAdvertiser({ name: 'A', id: 'a1', _id: 'x' })?.id).toBe('a1')
    expect(toAdvertiser({ name: 'A', _id: 'mongo' })?.id).toBe('mongo')
    expect(toAdvertiser({ name: 'A', advertiserId: 42 })?.id).toBe('42')
    expect(toAdvertiser({ name: 'A' })?.id).toBeNull()
  })

  it('keeps string links per channel field and ignores other fields', () => {
    const advertiser = toAdvertiser({
      name: 'A',
      facebook: ' https://r.example/fb ',
      tiktok: '',
      youtube: 12,
      unknownField: 'https://r.example/other',
    })
    expect(advertiser?.links).toEqual({ facebook: ' https://r.example/fb ', tiktok: '' })
  })

  it.each([null, 'Acme', 7, [], {}, { advertiser: '' }, { name: null }])(
    'leaves out %j, which has no usable name',
    (record) => expect(toAdvertiser(record)).toBeNull(),
  )

  it('keeps the usable records of a mixed list', () => {
    expect(toAdvertisers([{ name: 'A' }, null, { advertiser: 'B' }]).map((a) => a.name)).toEqual([
      'A',
      'B',
    ])
  })
})

describe('advertiserNames', () => {
  it('lists each name once, sorted alphabetically regardless of case', () => {
    const list = toAdvertisers([
      { name: 'zeta' },
      { name: 'Alpha' },
      { name: 'beta' },
      { name: 'Alpha', id: 'second' },
    ])
    expect(advertiserNames(list)).toEqual(['Alpha', 'beta', 'zeta'])
  })

  it('sorts the numbers in names by their value, as a reader expects', () => {
    const list = toAdvertisers([{ name: 'Store 10' }, { name: 'Store 9' }, { name: 'store 100' }])
    expect(advertiserNames(list)).toEqual(['Store 9', 'Store 10', 'store 100'])
  })

  it('gives nothing for no advertisers', () => expect(advertiserNames([])).toEqual([]))
})

describe('find', () => {
  const list = toAdvertisers([
    { name: 'A', id: '1' },
    { name: 'A', id: '2' },
    { name: 'B', id: '3' },
  ])

  it('finds the first advertiser with a name', () => expect(findByName(list, 'A')?.id).toBe('1'))
  it('finds by id', () => expect(findById(list, '3')?.name).toBe('B'))
  it('finds nothing for null or unknown keys', () => {
    expect(findByName(list, null)).toBeUndefined()
    expect(findById(list, 'nope')).toBeUndefined()
  })
})

describe('advertiserKey and findByKey', () => {
  const list = toAdvertisers([
    { name: 'With Id', id: 'a1' },
    { name: 'Without Id' },
    { name: 'a1-lookalike', id: 'b2' },
  ])

  it('names a record by its id, else by its name', () => {
    expect(list.map(advertiserKey)).toEqual(['a1', 'Without Id', 'b2'])
  })

  it('finds a record by id, or by name only when it has no id', () => {
    expect(findByKey(list, 'a1')?.name).toBe('With Id')
    expect(findByKey(list, 'Without Id')?.name).toBe('Without Id')
    expect(findByKey(list, 'With Id')).toBeUndefined()
    expect(findByKey(list, 'zz')).toBeUndefined()
    expect(findByKey(list, null)).toBeUndefined()
  })
})
