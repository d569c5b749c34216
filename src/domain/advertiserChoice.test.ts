import { describe, expect, it } from 'vitest'
import {
  addressToOpen,
  addressWithAdvertiser,
  choiceAt,
  hasAdvertiser,
  passedAdvertiser,
  storedAfterArrival,
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
const start = (stored: StoredChoice = none, passed: string | null = null) => ({ stored, passed })
const url = (address: string) => new URL(address, 'https://portal.test')

describe('what a page shows (choiceAt)', () => {
  it('lets the address win over the stored choice', () => {
    const choice = choiceAt(list, 'b1', start({ name: 'Acme', id: 'a1' }))
    expect(choice).toEqual({ chosen: list[1], unavailable: false })
  })

  it('chooses by name: a link to the second record of a name shows the first', () => {
    expect(choiceAt(list, 'b2', start()).chosen?.id).toBe('b1')
  })

  it('names a record without an id by its name, and takes a name for an id', () => {
    expect(choiceAt(list, 'Cedar', start()).chosen?.name).toBe('Cedar')
    expect(choiceAt(list, 'Acme', start()).chosen?.id).toBe('a1')
  })

  it('chooses nothing for an advertiser the user does not have, and says so', () => {
    const choice = choiceAt(list, 'zz', start({ name: 'Acme', id: 'a1' }))
    expect(choice).toEqual({ chosen: null, unavailable: true })
  })

  it('starts a page without an advertiser in its address with the stored one, by name, else id', () => {
    expect(choiceAt(list, null, start({ name: 'Bolt', id: 'b2' })).chosen?.id).toBe('b1')
    expect(choiceAt(list, null, start({ name: 'Renamed', id: 'b2' })).chosen?.id).toBe('b2')
    expect(choiceAt(list, null, start({ name: null, id: 'Cedar' })).chosen?.name).toBe('Cedar')
  })

  it('adopts a passed advertiser only when nothing is stored (Truth Social, Rumble)', () => {
    expect(choiceAt(list, null, start(none, 'Cedar')).chosen?.name).toBe('Cedar')
    expect(choiceAt(list, null, start({ name: 'Acme', id: 'a1' }, 'Cedar')).chosen?.name).toBe(
      'Acme',
    )
    expect(choiceAt(list, null, start(none, 'Nobody'))).toEqual({
      chosen: null,
      unavailable: false,
    })
  })
})

describe('the address a move opens (addressToOpen)', () => {
  it('names the stored choice on a page with the dropdown whose address names none', () => {
    const stored = { name: 'Acme', id: 'a1' }
    expect(addressToOpen(url('/dashboard'), stored)).toBe('/dashboard?advertiser=a1')
    expect(addressToOpen(url('/facebook-analytics?view=report'), stored)).toBe(
      '/facebook-analytics?view=report&advertiser=a1',
    )
    expect(addressToOpen(url('/ai-optimizations'), { name: 'Cedar', id: null })).toBe(
      '/ai-optimizations?advertiser=Cedar',
    )
  })

  it('leaves an address alone that names an advertiser, a page without the dropdown, or no choice', () => {
    const stored = { name: 'Acme', id: 'a1' }
    expect(addressToOpen(url('/dashboard?advertiser=b1'), stored)).toBeNull()
    expect(addressToOpen(url('/settings'), stored)).toBeNull()
    expect(addressToOpen(url('/social-analytics'), stored)).toBeNull()
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

  it('follows a link to another of the user’s advertisers, the one the page shows', () => {
    expect(storedAfterArrival('b2', { name: 'Acme', id: 'a1' }, list)).toEqual({
      name: 'Bolt',
      id: 'b1',
    })
  })

  it('stays for an address naming the stored one, none, or one not the user’s', () => {
    const stored = { name: 'Acme', id: 'a1' }
    expect(storedAfterArrival('a1', stored, list)).toBeNull()
    expect(storedAfterArrival(null, stored, list)).toBeNull()
    expect(storedAfterArrival('zz', stored, list)).toBeNull()
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
