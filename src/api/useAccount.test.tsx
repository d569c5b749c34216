import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Loadable } from '../domain/loadable'
import { ApiProvider } from './ApiContext'
import type { ApiClient, RequestOptions } from './client'
import { ApiError } from './errors'
import { useProfile, useUserContact } from './useAccount'
import { useOptimization } from './useOptimization'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let state: Loadable<unknown>
/** What the backend answers every call with: a body, or an error to fail with. */
let answer: unknown
const asked: string[] = []

const api = {
  async request(options: RequestOptions<unknown>) {
    asked.push(`${options.method} ${options.path}`)
    if (answer instanceof Error) throw answer
    return options.parse(answer)
  },
  onUnauthorized: () => () => {},
} as unknown as ApiClient

function Probe({ use }: { use: () => Loadable<unknown> }) {
  state = use()
  return null
}

async function render(use: () => Loadable<unknown>) {
  await act(async () =>
    root.render(
      <ApiProvider client={api}>
        <Probe use={use} />
      </ApiProvider>,
    ),
  )
}

beforeEach(() => {
  root = createRoot(document.createElement('div'))
  asked.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => act(() => root.unmount()))

// The texts of spec sections 5 and 8, written out.
describe('the Notifications and Settings pages’ reads', () => {
  it('need an email, and ask for nothing without one', async () => {
    await render(() => useUserContact(null))
    expect(state).toEqual({ status: 'failed', message: 'Email not found in local storage.' })
    await render(() => useProfile(null))
    expect(state).toEqual({ status: 'failed', message: 'Email is required.' })
    expect(asked).toEqual([])
  })

  it('read the user by email, and the profile', async () => {
    answer = [{ email: 'a@b.test', mobile: '555' }]
    await render(() => useUserContact('a@b.test'))
    expect(state).toEqual({ status: 'ready', data: { email: 'a@b.test', mobile: '555' } })
    answer = { name: 'Dana', email: 'a@b.test' }
    await render(() => useProfile('a@b.test'))
    expect(state).toMatchObject({ status: 'ready', data: { name: 'Dana' } })
    expect(asked).toEqual(['POST /api/auth/query', 'POST /api/auth/profile-with-advertisers'])
  })

  it('say what section 8 says when a call fails without the server’s text', async () => {
    answer = new ApiError('http', 'HTTP 500', { status: 500 })
    await render(() => useUserContact('a@b.test'))
    expect(state).toMatchObject({ status: 'failed', message: 'Failed to fetch user data.' })
    await render(() => useProfile('a@b.test'))
    expect(state).toMatchObject({ status: 'failed', message: 'Failed to fetch profile data.' })
    answer = new ApiError('network', 'offline')
    await render(() => useProfile('c@d.test'))
    expect(state).toMatchObject({
      status: 'failed',
      message: 'A network error occurred. Please try again.',
    })
  })
})

describe('the AI page’s optimisation data', () => {
  it('is asked for by the advertiser’s key, and not at all without one', async () => {
    await render(() => useOptimization(null))
    expect(state).toEqual({ status: 'idle' })
    answer = { notes: 'Note' }
    await render(() => useOptimization('adv-1'))
    expect(state).toMatchObject({ status: 'ready', data: { notes: 'Note' } })
    expect(asked).toEqual(['GET /api/advertiser-optimizations/adv-1'])
  })
})

describe('a read', () => {
  it('refuses to run outside an ApiProvider, saying so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      act(async () => root.render(<Probe use={() => useUserContact('a@b.test')} />)),
    ).rejects.toThrow('useApi needs an <ApiProvider> above it')
  })
})
