import { useEffect, useState } from 'react'
import { readValidToken } from '../auth/credentials'
import { AppTree } from './AppTree'
import { config } from './config'
import { lazyApiClient } from './lazyApiClient'
import { whenIdle } from './whenIdle'
import { brandOf } from '../domain/brand'

export function App() {
  // Made at the first render, once main.tsx has read config.json into `config`.
  const [api] = useState(() =>
    lazyApiClient({
      baseUrl: config.apiBaseUrl,
      getToken: readValidToken,
      timeoutMs: config.requestTimeoutMs,
    }),
  )
  const [brand] = useState(() => brandOf(config.brand))
  // The client's code is not in the first download (see lazyApiClient): it comes once the page
  // has painted and the browser is idle.
  useEffect(() => whenIdle(api.preload), [api])
  const [initial] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
  }))
  return <AppTree api={api} brand={brand} initial={initial} />
}
