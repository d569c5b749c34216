import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recentKey } from '../domain/advertiserSearch'
import { recentListKey } from '../mocks/storage'
import { clearStored } from './browserStorage'
import { useRecentAdvertisers, type RecentAdvertisers } from './useRecentAdvertisers'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let recent: RecentAdvertisers

function Probe({
  email,
  onRecent,
}: {
  email: string | null
  onRecent: (value: RecentAdvertisers) => void
}) {
  onRecent(useRecentAdvertisers(email))
  return null
}

const render = (email: string | null) =>
  act(() => root.render(<Probe email={email} onRecent={(value) => (recent = value)} />))

beforeEach(() => {
  localStorage.clear()
  root = createRoot(document.createElement('div'))
})
afterEach(() => act(() => root.unmount()))

describe('recently viewed advertisers', () => {
  it('keeps the last five chosen, newest first', () => {
    render('dana@example.test')
    for (const name of ['A', 'B', 'C', 'B', 'D', 'E', 'F']) act(() => recent.remember(name))
    expect(recent.names).toEqual(['F', 'E', 'D', 'B', 'C'])
  })

  it('keeps a list per user, whatever the case of the email', () => {
    render('dana@example.test')
    act(() => recent.remember('Dana’s pick'))
    render('lee@example.test')
    expect(recent.names).toEqual([])
    render('DANA@Example.test')
    expect(recent.names).toEqual(['Dana’s pick'])
  })

  it('outlives the end of a session, and is cleared on request', () => {
    render('dana@example.test')
    act(() => recent.remember('A'))
    act(() => clearStored())
    expect(recent.names).toEqual(['A'])
    act(() => recent.clear())
    expect(recent.names).toEqual([])
    expect(localStorage.getItem(recentListKey('dana@example.test'))).toBeNull()
  })

  it('keeps nothing without a user', () => {
    render(null)
    act(() => recent.remember('A'))
    expect(recent.names).toEqual([])
    expect(localStorage.length).toBe(0)
  })

  it('keys the list with this browser’s salt: not the email, nor a hash of it alone (issue 26, S4)', () => {
    render('dana@example.test')
    act(() => recent.remember('A'))
    const key = recentListKey('dana@example.test')
    expect(key).toMatch(/^recentAdvertisers\.[0-9a-z]+$/)
    expect(key).not.toContain('dana')
    expect(localStorage.getItem(key)).toBe('["A"]')
    // Made from a guessed address alone, the key finds nothing.
    expect(localStorage.getItem(recentKey('dana@example.test', null))).toBeNull()
    expect(recentListKey('lee@example.test')).not.toBe(key)
  })

  it('moves a list kept under the older key (a hash of the email alone) to the salted one', () => {
    const older = recentKey('dana@example.test', null)
    localStorage.setItem(older, '["Old pick"]')
    render('dana@example.test')
    expect(recent.names).toEqual(['Old pick'])
    expect(localStorage.getItem(older)).toBeNull()
  })

  it('keeps the salted list when an older one is found too, and drops the older', () => {
    localStorage.setItem(recentListKey('dana@example.test'), '["New pick"]')
    const older = recentKey('dana@example.test', null)
    localStorage.setItem(older, '["Old pick"]')
    render('dana@example.test')
    expect(recent.names).toEqual(['New pick'])
    expect(localStorage.getItem(older)).toBeNull()
  })

  it('moves the older list of the next user who signs in on the same page', () => {
    render('dana@example.test')
    const older = recentKey('lee@example.test', null)
    localStorage.setItem(older, '["Lee’s pick"]')
    render('lee@example.test')
    expect(recent.names).toEqual(['Lee’s pick'])
    expect(localStorage.getItem(older)).toBeNull()
  })

  it('remembers a choice for the user signed in now, not the one before', () => {
    render('dana@example.test')
    render('lee@example.test')
    act(() => recent.remember('A'))
    expect(recent.names).toEqual(['A'])
    render('dana@example.test')
    expect(recent.names).toEqual([])
  })

  it('stores nothing, not even a salt, until a user chooses an advertiser', () => {
    render('dana@example.test')
    expect(recent.names).toEqual([])
    expect(localStorage.length).toBe(0)
  })

  it('shows no list without a user, though the browser keeps others’', () => {
    render('dana@example.test')
    act(() => recent.remember('A'))
    render(null)
    expect(recent.names).toEqual([])
  })

  it('reads a tampered list as nothing', () => {
    localStorage.setItem(recentListKey('dana@example.test'), '{not json')
    render('dana@example.test')
    expect(recent.names).toEqual([])
    act(() => recent.remember('A'))
    expect(recent.names).toEqual(['A'])
  })
})
