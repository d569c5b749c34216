import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom'
import { afterEach, expect, it, vi } from 'vitest'
import { ShownPageProvider, usePage } from '../../components/usePage'
import { RouterNavigation } from '../navigation'
import { loadPageCode } from '../pageCode'
import { RouteErrorPage } from './RouteErrorPage'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Dashboard() {
  usePage('Dashboard')
  return <h1 tabIndex={-1}>Dashboard</h1>
}

function Broken(): never {
  throw new Error('Kaboom: a record the page could not read')
}

let root: Root
afterEach(() => act(() => root.unmount()))

/** The portal's routes around `pages`, as routes.tsx nests them, started at /dashboard. */
async function start(pages: RouteObject[]) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <main>
              <Outlet />
            </main>
          </RouterNavigation>
        ),
        children: [{ errorElement: <RouteErrorPage />, children: pages }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  )
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () =>
    root.render(
      <ShownPageProvider>
        <RouterProvider router={router} />
      </ShownPageProvider>,
    ),
  )
  return { router, container }
}

it('says a page whose code did not arrive could not load, with Reload for the document itself', async () => {
  const { router, container } = await start([
    { path: '/dashboard', element: <Dashboard /> },
    {
      path: '/settings',
      lazy: () => loadPageCode(() => Promise.reject(new TypeError('Failed to fetch module'))),
    },
  ])

  await act(() => router.navigate('/settings?tab=1'))

  const heading = container.querySelector('h1')
  expect(heading?.textContent).toBe('This page could not load')
  expect(document.activeElement).toBe(heading)
  expect(document.title).toBe('This page could not load · Client Portal')
  // `href=""`: the document's own address, which the router keeps at /settings?tab=1. Never one
  // written from the path, which `//evil.test/x` would make another site's (issue 43, N2).
  expect(container.querySelector('a')?.getAttribute('href')).toBe('')
})

it('names the tab and takes the focus when a page change ends on the error page', async () => {
  // React Router reports the failure on the console; the test expects that and nothing else.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const { router, container } = await start([
    { path: '/dashboard', element: <Dashboard /> },
    { path: '/broken', element: <Broken /> },
  ])
  expect(document.title).toBe('Dashboard · Client Portal')

  await act(() => router.navigate('/broken'))

  const heading = container.querySelector('h1')
  expect(heading?.textContent).toBe('Something went wrong')
  expect(document.activeElement).toBe(heading)
  expect(document.title).toBe('Something went wrong · Client Portal')
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringMatching(/caught the following error/),
    expect.objectContaining({ message: expect.stringMatching(/Kaboom/) }),
  )
})
