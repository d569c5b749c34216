import { describe, expect, it } from 'vitest'
import {
  addressToOpen,
  addressWithAdvertiser,
  carryAdvertiser,
  choiceAt,
  hasAdvertiser,
  passedAdvertiser,
  storedKey,
  storedOf,
  type StoredChoice,
} from './advertiserChoice'
import { toAdvertisers } from './advertisers'

const list = toAdvertisers([
  { id: 'a1', name: 'Acme' },
  { id: 'b1', name: 'Bolt' },
  { id: 'b2', name: 'Bolt' },
  { name: 'Cedar' },
])
const none: StoredChoice = { name: null, id: null }
const url = (address: string) => new URL(address, 'https://portal.test')

describe('what a page shows (choiceAt)', () => {
  it('chooses by name: a link to the second record of a name shows the first', () => {
    expect(choiceAt(list, 'b2').chosen?.id).toBe('b1')
    expect(choiceAt(list, 'b1')).toEqual({ chosen: list[1], unavailable: false })
  })

  it('names a record without an id by its name, and takes a name for an id', () => {
    expect(choiceAt(list, 'Cedar').chosen?.name).toBe('Cedar')
    expect(choiceAt(list, 'Acme').chosen?.id).toBe('a1')
  })

  it('chooses nothing for an advertiser the user does not have, and says so', () => {
    expect(choiceAt(list, 'zz', 'Acme')).toEqual({ chosen: null, unavailable: true })
  })

  it('chooses nothing without an advertiser in the address: the tab’s own place', () => {
    expect(choiceAt(list, null)).toEqual({ chosen: null, unavailable: false })
  })

  it('adopts a passed advertiser only when the address names none (Truth Social, Rumble)', () => {
    expect(choiceAt(list, null, 'Cedar').chosen?.name).toBe('Cedar')
    expect(choiceAt(list, 'a1', 'Cedar').chosen?.name).toBe('Acme')
    expect(choiceAt(list, null, 'Nobody')).toEqual({ chosen: null, unavailable: false })
  })
})

describe('the address the visit’s first page opens (addressToOpen)', () => {
  it('names the stored choice on a signed-in page whose address names none', () => {
    const stored = { name: 'Acme', id: 'a1' }
    expect(addressToOpen(url('/dashboard'), stored)).toBe('/dashboard?advertiser=a1')
    expect(addressToOpen(url('/facebook-analytics?view=report'), stored)).toBe(
      '/facebook-analytics?view=report&advertiser=a1',
    )
    expect(addressToOpen(url('/ai-optimizations'), { name: 'Cedar', id: null })).toBe(
      '/ai-optimizations?advertiser=Cedar',
    )
  })

  it('names it on the pages without the dropdown too: their links carry it on', () => {
    const stored = { name: 'Acme', id: 'a1' }
    expect(addressToOpen(url('/settings'), stored)).toBe('/settings?advertiser=a1')
    expect(addressToOpen(url('/social-analytics'), stored)).toBe('/social-analytics?advertiser=a1')
  })

  it('leaves an address alone that names an advertiser, a public page, or no choice', () => {
    const stored = { name: 'Acme', id: 'a1' }
    expect(addressToOpen(url('/dashboard?advertiser=b1'), stored)).toBeNull()
    expect(addressToOpen(url('/login?next=%2Fsettings'), stored)).toBeNull()
    expect(addressToOpen(url('/dashboard'), none)).toBeNull()
  })

  it('knows the pages with the dropdown', () => {
    for (const path of ['/dashboard', '/client', '/ai-optimizations', '/cinema-analytics']) {
      expect(hasAdvertiser(path)).toBe(true)
    }
    for (const path of ['/login', '/settings', '/notifications', '/programmatic-analytics']) {
      expect(hasAdvertiser(path)).toBe(false)
    }
  })
})

describe('the stored choice', () => {
  it('is named by its id, else its name', () => {
    expect(storedKey({ name: 'Acme', id: 'a1' })).toBe('a1')
    expect(storedKey({ name: 'Cedar', id: null })).toBe('Cedar')
    expect(storedKey(none)).toBeNull()
    expect(storedOf(list[3] ?? null)).toEqual({ name: 'Cedar', id: null })
    expect(storedOf(null)).toEqual(none)
  })
})

describe('a link carries the page’s advertiser (carryAdvertiser)', () => {
  it('names this page’s advertiser on a signed-in page that names none, menus included', () => {
    expect(carryAdvertiser('/social-analytics', '?advertiser=a1')).toBe(
      '/social-analytics?advertiser=a1',
    )
    expect(carryAdvertiser('/facebook-analytics', '?advertiser=a1&view=report')).toBe(
      '/facebook-analytics?advertiser=a1',
    )
  })

  it('leaves a link alone that names its own, leads to a public page, or from a page with none', () => {
    expect(carryAdvertiser('/dashboard?advertiser=b1', '?advertiser=a1')).toBe(
      '/dashboard?advertiser=b1',
    )
    expect(carryAdvertiser('/login', '?advertiser=a1')).toBe('/login')
    expect(carryAdvertiser('/settings', '')).toBe('/settings')
  })
})

describe('the address with an advertiser', () => {
  it('writes the advertiser in, and the report view out (changing the advertiser resets it)', () => {
    expect(addressWithAdvertiser('?advertiser=a1&view=report&x=1', 'b1')).toBe('?advertiser=b1&x=1')
    expect(addressWithAdvertiser('?advertiser=a1&view=report', null)).toBe('')
  })
})

describe('an advertiser passed in navigation state', () => {
  it('is a name, trimmed; anything else is none', () => {
    expect(passedAdvertiser({ advertiser: '  Acme ' })).toBe('Acme')
    for (const state of [null, 'Acme', { advertiser: '' }, { advertiser: 3 }]) {
      expect(passedAdvertiser(state)).toBeNull()
    }
  })
})
