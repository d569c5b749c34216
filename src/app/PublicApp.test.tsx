import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNavigation, type Navigation } from '../components/Link'
import { PublicApp } from './PublicApp'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// The pages themselves are not what is tested: each page here says where it is.
vi.mock('./routes/LoginRoute', () => ({ default: () => <Where page="sign-in" /> }))
vi.mock('./routes/ForgotPasswordRoute', () => ({ default: () => <Where page="forgot" /> }))

let navigation: Navigation
function Where({ page }: { page: string }) {
  const seen = useNavigation()
  useEffect(() => {
    navigation = seen
  })
  return <p>{page}</p>
}

let root: Root
let container: HTMLElement
const onLeave = vi.fn()
const address = () => window.location.pathname + window.location.search
/** Lets a page's code load and React show it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(async () => {
  onLeave.mockReset()
  window.history.replaceState(null, '', '/login')
  const { default: Login } = await import('./routes/LoginRoute')
  container = document.createElement('div')
  root = createRoot(container)
  await act(async () =>
    root.render(
      <PublicApp
        first={{ address: { pathname: '/login', search: '' }, Page: Login }}
        onLeave={onLeave}
      />,
    ),
  )
})
afterEach(() => act(() => root.unmount()))

describe('the public pages without the router (PublicApp)', () => {
  it('adds an entry for a public page and shows it once its code is here', async () => {
    const entries = window.history.length
    await act(async () => navigation.go('/forgot-password?next=%2Fsettings'))
    await settle()
    expect(container.textContent).toBe('forgot')
    expect(address()).toBe('/forgot-password?next=%2Fsettings')
    expect(window.history.length).toBe(entries + 1)
    expect(navigation).toMatchObject({ pathname: '/forgot-password', canGoBack: false })
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('writes the address of any other page as asked, writes no state, and hands over', async () => {
    await act(async () => navigation.go('/client', { replace: true }))
    expect(address()).toBe('/client')
    expect(window.history.state).toBeNull()
    expect(onLeave).toHaveBeenCalledOnce()
  })

  it('follows Back and Forward among the public pages, and hands over elsewhere', async () => {
    window.history.replaceState(null, '', '/forgot-password')
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')))
    await settle()
    expect(container.textContent).toBe('forgot')
    window.history.replaceState(null, '', '/dashboard')
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')))
    expect(onLeave).toHaveBeenCalledOnce()
  })
})
