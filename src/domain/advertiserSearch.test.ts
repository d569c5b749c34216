import { describe, expect, it } from 'vitest'
import { addRecent, foldForSearch, parseRecent, recentKey, recentShown } from './advertiserSearch'
import { messages } from './messages'

describe('foldForSearch', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Café Rouge')).toBe('cafe rouge')
    expect(foldForSearch('ÅNGSTRÖM Ürün')).toBe('angstrom urun')
    expect(foldForSearch('Café Rouge').includes(foldForSearch('CAFE'))).toBe(true)
  })
})

describe('recentShown', () => {
  const names = (count: number) => Array.from({ length: count }, (_, index) => `Name ${index + 1}`)

  it('shows nothing for ten names or fewer, whatever was viewed', () => {
    expect(recentShown(names(10), ['Name 1', 'Name 2'])).toEqual([])
  })

  it('past ten, shows the viewed names still listed, in their order', () => {
    expect(recentShown(names(11), ['Name 3', 'Gone Ltd', 'Name 1'])).toEqual(['Name 3', 'Name 1'])
    expect(recentShown(names(11), ['Gone Ltd'])).toEqual([])
  })
})

describe('addRecent', () => {
  it('puts the newest first, once, and keeps five', () => {
    const five = ['A', 'B', 'C', 'D', 'E']
    expect(addRecent(five, 'F')).toEqual(['F', 'A', 'B', 'C', 'D'])
    expect(addRecent(five, 'C')).toEqual(['C', 'A', 'B', 'D', 'E'])
    expect(addRecent([], 'A')).toEqual(['A'])
  })
})

describe('parseRecent', () => {
  it('reads a stored list of names', () => {
    expect(parseRecent('["B","A"]')).toEqual(['B', 'A'])
  })

  it('reads anything malformed as nothing, and drops what is not a name', () => {
    expect(parseRecent(null)).toEqual([])
    expect(parseRecent('not json')).toEqual([])
    expect(parseRecent('{"a":1}')).toEqual([])
    expect(parseRecent('["A", 3, "", null, "A", "B", "C", "D", "E", "F"]')).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ])
  })
})

describe('the match count', () => {
  it('writes the counts with thousands separators', () => {
    expect(messages.advertiserMatches(12, 2000)).toBe('12 of 2,000 advertisers')
    expect(messages.advertiserMatches(1, 11)).toBe('1 of 11 advertisers')
  })
})

describe('recentKey', () => {
  // The keys earlier versions wrote lists under: a changed hash would lose every browser's list
  // (and the older key is how a list from before the salt is found and moved).
  it('gives the key a list is kept under, the same on every version', () => {
    const salt = '00ff'.repeat(8)
    expect(recentKey('dana@example.test', salt)).toBe('recentAdvertisers.27r1qytht8y')
    expect(recentKey('dana@example.test', null)).toBe('recentAdvertisers.1lhjw8o3yeo')
  })

  it('reads the email whatever its case and the spaces around it', () => {
    expect(recentKey(' Dana@Example.TEST ', null)).toBe('recentAdvertisers.1lhjw8o3yeo')
  })
})
