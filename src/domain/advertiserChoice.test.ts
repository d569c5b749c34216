import { describe, expect, it } from 'vitest'
import {
  addressWithAdvertiser,
  advertiserChoiceReducer as reduce,
  initialChoice,
  isSettled,
  passedAdvertiser,
  type ChoiceEvent,
  type ChoiceState,
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

function run(start: Parameters<typeof initialChoice>[0], ...events: ChoiceEvent[]): ChoiceState {
  return events.reduce(reduce, initialChoice(start))
}

describe('the advertiser choice', () => {
  it('chooses nothing until the advertisers are here', () => {
    const state = run({ address: 'a1', stored: none })
    expect(state.chosen).toBeNull()
    expect(isSettled(state, 'a1')).toBe(false)
  })

  it('takes the stored choice when the address names none, and writes it there', () => {
    const state = run(
      { address: null, stored: { name: 'Acme', id: 'a1' } },
      { type: 'loaded', list },
    )
    expect(state.chosen?.name).toBe('Acme')
    expect(state.writes).toEqual({ address: { advertiser: 'a1', closeView: false } })
    expect(isSettled(state, 'a1')).toBe(true)
  })

  it('finds a choice stored by id alone, and stores its name too', () => {
    const state = run({ address: null, stored: { name: null, id: 'b2' } }, { type: 'loaded', list })
    expect(state.chosen).toMatchObject({ id: 'b2', name: 'Bolt' })
    expect(state.writes.store).toEqual({ name: 'Bolt', id: 'b2' })
  })

  it('lets the address win over the stored choice: a link chooses as a pick would', () => {
    const state = run(
      { address: 'b1', stored: { name: 'Acme', id: 'a1' } },
      { type: 'loaded', list },
    )
    expect(state.chosen?.name).toBe('Bolt')
    expect(state.writes).toEqual({ store: { name: 'Bolt', id: 'b1' }, remember: 'Bolt' })
    expect(state.unavailable).toBe(false)
  })

  it('chooses by name: a link to the second record of a name lands on the first', () => {
    const state = run({ address: 'b2', stored: none }, { type: 'loaded', list })
    expect(state.chosen?.id).toBe('b1')
    expect(state.writes.address).toEqual({ advertiser: 'b1', closeView: false })
  })

  it('names a record without an id by its name', () => {
    const state = run({ address: 'Cedar', stored: none }, { type: 'loaded', list })
    expect(state.chosen?.name).toBe('Cedar')
    expect(state.writes.address).toBeUndefined()
  })

  it('keeps the stored choice for an advertiser the user does not have, says so, closes the view', () => {
    const state = run(
      { address: 'zz', stored: { name: 'Acme', id: 'a1' } },
      { type: 'loaded', list },
    )
    expect(state.chosen?.name).toBe('Acme')
    expect(state.unavailable).toBe(true)
    expect(state.writes).toEqual({ address: { advertiser: 'a1', closeView: true } })
  })

  it('says nothing more once the user chooses again', () => {
    const state = run(
      { address: 'zz', stored: none },
      { type: 'loaded', list },
      { type: 'picked', name: 'Cedar' },
    )
    expect(state.unavailable).toBe(false)
    expect(state.chosen?.name).toBe('Cedar')
  })

  it('stores a pick, remembers it, and writes it in the address', () => {
    const state = run(
      { address: null, stored: none },
      { type: 'loaded', list },
      { type: 'picked', name: 'Bolt' },
    )
    expect(state.writes).toEqual({
      address: { advertiser: 'b1', closeView: false },
      store: { name: 'Bolt', id: 'b1' },
      remember: 'Bolt',
    })
  })

  it("clears the choice, stored and in the address, on 'Choose Advertiser'", () => {
    const state = run(
      { address: 'a1', stored: { name: 'Acme', id: 'a1' } },
      { type: 'loaded', list },
      { type: 'picked', name: null },
    )
    expect(state.chosen).toBeNull()
    expect(state.writes).toEqual({
      address: { advertiser: null, closeView: false },
      store: none,
    })
  })

  it('takes no notice of its own address write coming back', () => {
    const loaded = run(
      { address: null, stored: { name: 'Acme', id: 'a1' } },
      { type: 'loaded', list },
    )
    expect(reduce(loaded, { type: 'address', advertiser: 'a1' })).toBe(loaded)
  })

  it('follows the address on Back and Forward: the page shows what it showed then', () => {
    const state = run(
      { address: 'a1', stored: none },
      { type: 'loaded', list },
      { type: 'address', advertiser: 'Cedar' },
    )
    expect(state.chosen?.name).toBe('Cedar')
    expect(state.writes).toEqual({ store: { name: 'Cedar', id: null }, remember: 'Cedar' })
  })

  it('follows another tab’s choice and closes an open report', () => {
    const state = run(
      { address: 'a1', stored: { name: 'Acme', id: 'a1' } },
      { type: 'loaded', list },
      { type: 'stored', stored: { name: 'Bolt', id: 'b1' } },
    )
    expect(state.chosen?.name).toBe('Bolt')
    expect(state.writes).toEqual({ address: { advertiser: 'b1', closeView: true } })
  })

  it('ignores another tab storing the choice already shown', () => {
    const loaded = run({ address: 'a1', stored: none }, { type: 'loaded', list })
    const state = reduce(loaded, { type: 'stored', stored: { name: 'Acme', id: 'a1' } })
    expect(state.step).toBe(loaded.step)
    expect(state.chosen?.name).toBe('Acme')
  })

  it('adopts an advertiser passed in navigation state when nothing else is chosen', () => {
    const state = run({ address: null, stored: none, passed: 'Bolt' }, { type: 'loaded', list })
    expect(state.chosen?.name).toBe('Bolt')
    expect(state.writes.remember).toBe('Bolt')
  })

  it('prefers the address, then the stored choice, to an advertiser passed in navigation state', () => {
    expect(
      run({ address: 'a1', stored: none, passed: 'Bolt' }, { type: 'loaded', list }).chosen?.name,
    ).toBe('Acme')
    const stored = { name: 'Cedar', id: null }
    expect(
      run({ address: null, stored, passed: 'Bolt' }, { type: 'loaded', list }).chosen?.name,
    ).toBe('Cedar')
  })

  it('adopts a passed advertiser once: cleared afterwards, it stays cleared', () => {
    const state = run(
      { address: null, stored: none, passed: 'Bolt' },
      { type: 'loaded', list },
      { type: 'picked', name: null },
      { type: 'address', advertiser: null },
      { type: 'loaded', list },
    )
    expect(state.chosen).toBeNull()
  })
})

describe('the address the choice writes', () => {
  it('sets the advertiser and keeps the rest of the query', () => {
    const search = '?x=1&advertiser=a1&view=report'
    expect(addressWithAdvertiser(search, { advertiser: 'b 1', closeView: false })).toBe(
      '?x=1&advertiser=b+1&view=report',
    )
  })

  it('takes the advertiser, and on closeView the report view, out', () => {
    const search = '?advertiser=a1&view=report'
    expect(addressWithAdvertiser(search, { advertiser: null, closeView: true })).toBe('')
  })
})

describe('an advertiser passed in navigation state', () => {
  it.each([
    [{ advertiser: ' Bolt ' }, 'Bolt'],
    [{ advertiser: '  ' }, null],
    [{ advertiser: 7 }, null],
    [null, null],
    ['Bolt', null],
  ])('reads %o as %o', (state, name) => {
    expect(passedAdvertiser(state)).toBe(name)
  })
})
