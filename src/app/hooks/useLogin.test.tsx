import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../api/ApiContext'
import type { ApiClient, RequestOptions } from '../../api/client'
import { ApiError } from '../../api/errors'
import { AuthProvider } from '../../auth/AuthContext'
import { nothingStored, stored } from '../../mocks/storage'
import { makeToken } from '../../mocks/token'
import { useLogin } from './useLogin'
import { RouterNavigation } from '../navigation'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** A backend whose login answers with `token`; every call is recorded. */
function backendSigningInWith(token: string) {
  const calls: string[] = []
  const api: ApiClient = {
    onUnauthorized: () => () => {},
    async request<T>(options: RequestOptions<T>): Promise<T> {
      calls.push(options.path)
      if (options.path === '/api/auth/login') return options.parse({ token })
      return options.parse({ role: 'client', accounts: [] })
    },
  }
  return { api, calls }
}

let root: Root
let login: ReturnType<typeof useLogin>
let pathname = ''

function Probe({ next }: { next: string | null }) {
  const value = useLogin(next)
  const location = useLocation()
  useEffect(() => {
    login = value
    pathname = `${location.pathname}${location.search}`
  })
  return null
}

async function mount(api: ApiClient, next: string | null = null) {
  root = createRoot(document.createElement('div'))
  await act(async () =>
    root.render(
      <ApiProvider client={api}>
        <AuthProvider api={api}>
          <MemoryRouter initialEntries={['/login']}>
            <RouterNavigation>
              <Probe next={next} />
            </RouterNavigation>
          </MemoryRouter>
        </AuthProvider>
      </ApiProvider>,
    ),
  )
}

const submit = () =>
  act(async () => login.submit({ email: 'someone@x.test', password: 'a-password' }))

beforeEach(() => {
  localStorage.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => act(() => root.unmount()))

describe('signing in (issue 10)', () => {
  it('refuses an account whose role is not client, says so and stores nothing', async () => {
    const backend = backendSigningInWith(
      makeToken({ role: 'Agency_Admin', email: 'someone@x.test', advertisers: [] }),
    )
    await mount(backend.api, '/settings')
    await submit()
    expect(login.state).toEqual({
      status: 'failed',
      message: 'This account does not have access to the client portal.',
    })
    expect(stored()).toEqual(nothingStored)
    expect(pathname).toBe('/login')
    // No session to check: the only call was the login itself.
    expect(backend.calls).toEqual(['/api/auth/login'])
  })

  it('signs a token without a role in, to /dashboard: the server check decides', async () => {
    const token = `x.${btoa(JSON.stringify({ email: 'someone@x.test' }))}.y`
    await mount(backendSigningInWith(token).api)
    await submit()
    expect(stored().token).toBe(token)
    expect(pathname).toBe('/dashboard')
  })

  it('takes a client to /client without a page to return to', async () => {
    const token = makeToken({ role: 'CLIENT', email: 'someone@x.test', advertisers: [] })
    await mount(backendSigningInWith(token).api)
    await submit()
    expect(pathname).toBe('/client')
  })

  it('takes a client back to the page named by next, query and all', async () => {
    const token = makeToken({ role: 'client', email: 'someone@x.test', advertisers: [] })
    await mount(backendSigningInWith(token).api, '/facebook-analytics?advertiser=adv-001')
    await submit()
    expect(pathname).toBe('/facebook-analytics?advertiser=adv-001')
    expect(stored().email).toBe('someone@x.test')
  })
})

describe('signing in while the backend has moved (issue 53)', () => {
  it('keeps reading Logging in..., says nothing and stores nothing while the page reloads', async () => {
    // What the client does when the deployment names another backend (src/app/serverSettings.ts).
    const api: ApiClient = {
      onUnauthorized: () => () => {},
      request: () => Promise.reject(new ApiError('aborted', 'The portal reloads onto the backend')),
    }
    await mount(api)
    await submit()
    expect(login.state).toEqual({ status: 'loading' })
    expect(stored()).toEqual(nothingStored)
    expect(pathname).toBe('/login')
  })
})
