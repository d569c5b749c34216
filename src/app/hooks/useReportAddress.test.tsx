import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { usePortalNavigation, type Navigation } from '../../components/Link'
import { RouterNavigation } from '../navigation'
import { useReportAddress } from './useReportAddress'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let navigation: Navigation
let address: ReturnType<typeof useReportAddress>
let root: Root
let router: ReturnType<typeof createMemoryRouter>

function Probe() {
  const seen = usePortalNavigation()
  const report = useReportAddress()
  useEffect(() => {
    navigation = seen
    address = report
  })
  return null
}

beforeEach(async () => {
  router = createMemoryRouter(
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
    { initialEntries: ['/facebook-analytics'] },
  )
  root = createRoot(document.createElement('div'))
  await act(async () => root.render(<RouterProvider router={router} />))
})
afterEach(() => act(() => root.unmount()))

const here = () => `${router.state.location.pathname}${router.state.location.search}`

describe('the report view in the address (useReportAddress)', () => {
  it('opens the view as a new entry, with the advertiser chosen', async () => {
    await act(async () => address.openView('adv-001'))
    expect(here()).toBe('/facebook-analytics?advertiser=adv-001&view=report')
    await act(async () => address.closeView())
    expect(here()).toBe('/facebook-analytics')
  })

  it('keeps the advertiser when View Report follows a choice before the new address renders', async () => {
    // The choice writes the address in place; the press comes before the page has rendered it
    // (a journey of e2e/engines once lost the advertiser this way).
    const stale = address
    await act(async () => {
      navigation.go('/facebook-analytics?advertiser=adv-001', { replace: true })
      stale.openView('adv-001')
    })
    expect(here()).toBe('/facebook-analytics?advertiser=adv-001&view=report')
  })
})
