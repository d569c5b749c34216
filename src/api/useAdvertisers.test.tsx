import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Advertiser } from '../domain/advertisers'
import type { Loadable } from '../domain/loadable'
import { advertisersFreshMs, createAdvertiserList } from './advertiserList'
import type { ApiClient, RequestOptions } from './client'
import { useAdvertisers } from './useAdvertisers'
import { AdvertiserListProvider } from './useAdvertiserList'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root
/** Every state the page rendered, in order. */
let seen: Loadable<Advertiser[]>[] = []
const state = () => seen.at(-1)
let now = 0
const asked: string[] = []
const api = {
  async request(options: RequestOptions<unknown>) {
    asked.push(options.path)
    return options.parse([{ id: 'a1', advertiser: 'Acme' }])
  },
  onUnauthorized: () => () => {},
} as unknown as ApiClient

function Probe({
  email,
  onState,
}: {
  email: string | null
  onState: (value: Loadable<Advertiser[]>) => void
}) {
  onState(useAdvertisers(email))
  return null
}

let list = createAdvertiserList(api, () => now)
const render = (email: string | null) =>
  act(async () =>
    root.render(
      <AdvertiserListProvider value={list}>
        <Probe email={email} onState={(value) => seen.push(value)} />
      </AdvertiserListProvider>,
    ),
  )

function tabBecomes(visibility: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
  return act(async () => void document.dispatchEvent(new Event('visibilitychange')))
}

beforeEach(() => {
  now = 1_000
  asked.length = 0
  seen = []
  list = createAdvertiserList(api, () => now)
  root = createRoot(document.createElement('div'))
})
afterEach(() => act(() => root.unmount()))

describe('a page’s advertisers', () => {
  it('are nothing, and asked for nowhere, without a signed-in client', async () => {
    await render(null)
    expect(state()).toEqual({ status: 'idle' })
    await tabBecomes('visible')
    expect(asked).toEqual([])
  })

  it('load from the first render for a client, then are here', async () => {
    await render('a@b.test')
    expect(seen[0]).toEqual({ status: 'loading' })
    expect(state()).toEqual({ status: 'ready', data: [{ id: 'a1', name: 'Acme', links: {} }] })
    expect(asked).toEqual(['/api/advertisers?email=a%40b.test'])
  })

  it('are asked for again when the tab comes back after five minutes, not while hidden', async () => {
    await render('a@b.test')
    now += advertisersFreshMs + 1
    await tabBecomes('hidden')
    expect(asked).toHaveLength(1)
    await tabBecomes('visible')
    expect(asked).toHaveLength(2)
  })

  it('stop listening for the tab once the page is gone', async () => {
    await render('a@b.test')
    await act(async () => root.unmount())
    root = createRoot(document.createElement('div'))
    now += advertisersFreshMs + 1
    await tabBecomes('visible')
    expect(asked).toHaveLength(1)
  })
})
