import { fireEvent, within } from '@testing-library/dom'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from '../../api/client'
import { ApiError } from '../../api/errors'
import { AuthProvider } from '../../auth/AuthContext'
import { nothingStored, stored } from '../../mocks/storage'
import { makeToken } from '../../mocks/token'
import { RouterNavigation } from '../navigation'
import { signInAction } from '../writes'
import LoginRoute from './LoginRoute'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const token = makeToken({ role: 'client', email: 'someone@x.test', advertisers: [] })

/** A backend whose login the test answers by hand (with the token, or an error). */
const logins: { signal: AbortSignal | undefined; answer: (error?: Error) => void }[] = []
const api: ApiClient = {
  onUnauthorized: () => () => {},
  request<T>(options: RequestOptions<T>): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      logins.push({
        signal: options.signal,
        answer: (error) => (error ? reject(error) : resolve(options.parse({ token }))),
      }),
    )
  },
}

let root: Root
let router: ReturnType<typeof createMemoryRouter>
let page: ReturnType<typeof within>

beforeEach(async () => {
  localStorage.clear()
  logins.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const other = (name: string) => () => <h1>{name}</h1>
  router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        ),
        children: [
          { path: '/login', Component: LoginRoute, action: signInAction(api) },
          { path: '/forgot-password', Component: other('Forgot Password') },
          { path: '/settings', Component: other('Settings') },
        ],
      },
    ],
    { initialEntries: ['/login?next=%2Fsettings'] },
  )
  const container = document.body.appendChild(document.createElement('div'))
  page = within(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <AuthProvider api={api}>
        <RouterProvider router={router} />
      </AuthProvider>,
    ),
  )
})
afterEach(() => {
  act(() => root.unmount())
  router.dispose()
  document.body.replaceChildren()
})

/** Types an email and password and presses Login: the login call is then on its way. */
async function signIn() {
  act(() => {
    fireEvent.change(page.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'someone@x.test' },
    })
    fireEvent.change(page.getByLabelText('Password', { exact: false }), {
      target: { value: 'a-password' },
    })
  })
  await act(async () => fireEvent.click(page.getByRole('button', { name: 'Login' })))
  expect(logins).toHaveLength(1)
  expect(page.getByRole('button', { name: 'Logging in...' })).toBeTruthy()
}

describe('the sign-in page', () => {
  it('stores the session and goes on to next, in place of the sign-in page', async () => {
    await signIn()
    await act(async () => logins[0]?.answer())
    expect(stored()).toMatchObject({ token, email: 'someone@x.test' })
    expect(router.state.location.pathname).toBe('/settings')
    expect(router.state.historyAction).toBe('REPLACE')
    // The page after sign-in starts afresh: no portal page behind it for Previous Page.
    expect(router.state.location.state).toEqual({ portalBehind: false })
  })

  it('never signs in a client who left while it ran, however late the answer', async () => {
    await signIn()
    await act(async () => fireEvent.click(page.getByRole('link', { name: 'Forgot Password' })))
    expect(logins[0]?.signal?.aborted).toBe(true)
    await act(async () => logins[0]?.answer())
    expect(stored()).toEqual(nothingStored)
    expect(router.state.location.pathname).toBe('/forgot-password')
  })

  it('keeps reading Logging in... while the page reloads onto a moved backend (issue 53)', async () => {
    await signIn()
    await act(async () => logins[0]?.answer(new ApiError('aborted', 'The portal reloads')))
    expect(page.getByRole('button', { name: 'Logging in...' })).toBeTruthy()
    expect(stored()).toEqual(nothingStored)
    expect(router.state.location.pathname).toBe('/login')
  })
})
