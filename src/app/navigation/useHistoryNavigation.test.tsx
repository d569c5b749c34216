import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Navigation } from '../../components/Link'
import { useHistoryNavigation } from './useHistoryNavigation'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const stays = (pathname: string) => pathname === '/login' || pathname === '/forgot-password'
let root: Root
let navigation: Navigation
const onLeave = vi.fn()

function Probe() {
  const seen = useHistoryNavigation({ pathname: '/login', search: '' }, stays, onLeave)
  useEffect(() => {
    navigation = seen
  })
  return null
}

const entry = () => window.history.state as { idx?: number; key?: string } | null
const here = () => window.location.pathname + window.location.search

beforeEach(async () => {
  onLeave.mockReset()
  window.history.replaceState(null, '', '/login')
  root = createRoot(document.createElement('div'))
  await act(async () => root.render(<Probe />))
})
afterEach(() => act(() => root.unmount()))

describe('useHistoryNavigation', () => {
  it('numbers the entry the visit began on, as React Router does', () => {
    expect(entry()).toEqual({ usr: null, idx: 0 })
  })

  it('adds an entry for a page it shows, and shows it', async () => {
    await act(async () => navigation.go('/forgot-password?next=%2Fsettings'))
    expect(here()).toBe('/forgot-password?next=%2Fsettings')
    expect(entry()).toMatchObject({ usr: null, idx: 1, key: expect.any(String) })
    expect(navigation).toMatchObject({ pathname: '/forgot-password', search: '?next=%2Fsettings' })
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('rewrites the entry when asked to replace it', async () => {
    await act(async () => navigation.go('/login?next=%2Fsettings', { replace: true }))
    expect(here()).toBe('/login?next=%2Fsettings')
    expect(entry()).toMatchObject({ idx: 0 })
  })

  it('follows Back to a page it shows', async () => {
    await act(async () => navigation.go('/forgot-password'))
    window.history.replaceState(window.history.state, '', '/login')
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')))
    expect(navigation.pathname).toBe('/login')
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('writes the address of any other page, then hands over', async () => {
    await act(async () => navigation.go('/dashboard', { replace: true }))
    expect(here()).toBe('/dashboard')
    expect(entry()).toMatchObject({ idx: 0 })
    expect(onLeave).toHaveBeenCalledOnce()
    expect(navigation.pathname).toBe('/login')
  })

  it('hands over when Back or Forward lands on another page', async () => {
    window.history.replaceState(window.history.state, '', '/dashboard')
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')))
    expect(onLeave).toHaveBeenCalledOnce()
  })
})
