import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { usePortalNavigation, type Navigation } from '../components/Link'
import { useGoBack } from '../components/PreviousPage'
import { RouterNavigation } from './navigation'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let navigation: Navigation
let goBack: () => void
let root: Root

function Probe() {
  const seen = usePortalNavigation()
  const previous = useGoBack('/dashboard')
  useEffect(() => {
    navigation = seen
    goBack = previous
  })
  return null
}

async function start(at: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        ),
        children: [{ path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: [at] },
  )
  root = createRoot(document.createElement('div'))
  await act(async () => root.render(<RouterProvider router={router} />))
  return router
}

const move = (run: () => void) => act(async () => run())
const here = () => `${navigation.pathname}${navigation.search}`

beforeEach(async () => {
  await start('/social-analytics')
})
afterEach(() => act(() => root.unmount()))

describe('the portal’s navigation over React Router (RouterNavigation)', () => {
  it('has no portal page behind the entry a visit arrives at', () => {
    expect(navigation.canGoBack).toBe(false)
  })

  it('has one behind an entry it adds, and Previous Page goes back to it', async () => {
    await move(() => navigation.go('/facebook-analytics?advertiser=a1'))
    expect(here()).toBe('/facebook-analytics?advertiser=a1')
    expect(navigation.canGoBack).toBe(true)
    await move(goBack)
    expect(here()).toBe('/social-analytics')
  })

  it('keeps what an entry had when it rewrites it in place', async () => {
    await move(() => navigation.go('/facebook-analytics'))
    await move(() => navigation.go('/facebook-analytics?advertiser=a1', { replace: true }))
    expect(navigation.canGoBack).toBe(true)
    await move(goBack)
    expect(here()).toBe('/social-analytics')
  })

  it('has none behind sign-in’s landing, whatever the entry it rewrites had', async () => {
    await move(() => navigation.go('/login'))
    await move(() => navigation.go('/client', { replace: true, arrival: true }))
    expect(navigation.canGoBack).toBe(false)
    await move(goBack)
    expect(here()).toBe('/dashboard')
  })

  it('sends Previous Page on an entry arrived at, rewritten or not, to its fallback', async () => {
    await move(() => navigation.go('/social-analytics?x=1', { replace: true }))
    expect(navigation.canGoBack).toBe(false)
    await move(goBack)
    expect(here()).toBe('/dashboard')
  })

  it('adds one entry for a link pressed twice before the next page shows (a double-click)', async () => {
    act(() => root.unmount())
    const router = await start('/dashboard')
    const stale = navigation
    await move(() => {
      stale.go('/settings')
      stale.go('/settings')
    })
    expect(here()).toBe('/settings')
    await move(goBack)
    expect(here()).toBe('/dashboard')
    expect(router.state.historyAction).toBe('POP')
    // Gone back, the same link adds its entry again.
    await move(() => navigation.go('/settings'))
    expect(here()).toBe('/settings')
  })
})
