import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNavigation, type Navigation } from '../components/Link'
import { PublicApp } from './PublicApp'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// Forgot Password's code cannot be fetched, as after a dropped connection.
vi.mock('./routes/ForgotPasswordRoute', () => {
  throw new Error('Failed to fetch dynamically imported module')
})
vi.mock('./routes/LoginRoute', () => ({ default: () => <Where /> }))

let navigation: Navigation
function Where() {
  const seen = useNavigation()
  useEffect(() => {
    navigation = seen
  })
  return <p>sign-in</p>
}

let root: Root
afterEach(() => act(() => root.unmount()))

describe('a public page whose code does not arrive (PublicApp)', () => {
  it('is loaded as a page at its address, never left as a silent failure', async () => {
    window.history.replaceState(null, '', '/login')
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const { default: Login } = await import('./routes/LoginRoute')
    root = createRoot(document.createElement('div'))
    await act(async () =>
      root.render(
        <PublicApp
          first={{ address: { pathname: '/login', search: '' }, Page: Login }}
          onLeave={() => {}}
        />,
      ),
    )
    await act(async () => navigation.go('/forgot-password'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(window.location.pathname).toBe('/forgot-password')
    expect(reload).toHaveBeenCalledOnce()
  })
})
