import type { Canvas, PlayFunctionContext } from 'storybook/internal/types'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom'
import { createApiClient } from '../../src/api/client'
import { readValidToken } from '../../src/auth/credentials'
import { AppProviders } from '../../src/app/App'
import type { Brand } from '../../src/domain/brand'
import { resolveConfig } from '../../src/domain/portalSettings'
import { portalRoutes } from '../../src/app/routes'
import { SettingsContext } from '../../src/app/settingsContext'
import { createVisit } from '../../src/app/visit'
import { useBrand } from '../../src/components/Brand'
import { demoUser } from '../../src/mocks/fixtures'
import { seedStorage } from '../../src/mocks/storage'
import { makeToken } from '../../src/mocks/token'
import styles from './PortalApp.module.css'
// Every page's code up front, as index.html asks for it: loaded on demand (`lazy`), a play would
// wait for the dev server to compile a page, seconds on a busy machine.
import '../../src/app/signedIn'
import '../../src/app/routes/ReportRoute'
import '../../src/app/routes/AiOptimizationsRoute'
import '../../src/app/routes/NotificationsRoute'
import '../../src/app/routes/SettingsRoute'

type Router = ReturnType<typeof createMemoryRouter>

/** The path and the query, as the address bar would show them. */
function CurrentPath({ router }: { readonly router: Router }) {
  const { pathname, search } = useSyncExternalStore(router.subscribe, () => router.state.location)
  return (
    <div className={styles.path}>
      <output aria-label="Current path">{pathname}</output>
      <output aria-label="Current query">{search}</output>
    </div>
  )
}

/** The browser's own Back and Forward, for stories whose behaviour hangs on them. */
function BrowserButtons({ router }: { readonly router: Router }) {
  return (
    <div className={styles.browser}>
      <button type="button" onClick={() => void router.navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void router.navigate(1)}>
        Browser forward
      </button>
    </div>
  )
}

export interface PortalAppProps {
  readonly path: string
  /** Navigation state the first page receives, as if another page had passed it. */
  readonly state?: unknown
  /** The backend host; the story's own origin (answered by MSW) unless a story says otherwise. */
  readonly baseUrl?: string
  readonly browserButtons?: boolean
  /** config.json's `requestTimeoutMs`: a short one, so a reply that comes too late is quick. */
  readonly requestTimeoutMs?: number
  /** The agency's brand, as config.json would give it; the toolbar's unless given. */
  readonly brand?: Brand
  /** Off for the layout walks: a box of the story's own, over the page, is no page's layout. */
  readonly address?: boolean
}

/** The portal's route table under a memory router, its settings already read. */
export function PortalApp({
  path,
  state,
  baseUrl = window.location.origin,
  browserButtons = false,
  requestTimeoutMs,
  brand: givenBrand,
  address = true,
}: PortalAppProps) {
  const toolbarBrand = useBrand()
  const brand = givenBrand ?? toolbarBrand
  const settings = useMemo(
    () => ({
      ...resolveConfig({ requestTimeoutMs }, import.meta.env, window.location.origin),
      apiBaseUrl: baseUrl,
      brand,
    }),
    [baseUrl, brand, requestTimeoutMs],
  )
  // The story's own visit (session check, advertiser list), its client made as main.tsx makes it.
  const [visit] = useState(() =>
    createVisit(
      createApiClient({ baseUrl, getToken: readValidToken, timeoutMs: settings.requestTimeoutMs }),
    ),
  )
  const [router] = useState(() =>
    createMemoryRouter(portalRoutes(visit), {
      initialEntries: [{ ...parsePath(path), state }],
    }),
  )
  // A story that ends leaves nothing running: a loader still waiting is given up, and so is its
  // visit's advertiser list still on its way.
  useEffect(
    () => () => {
      router.dispose()
      visit.advertisers.drop()
    },
    [router, visit],
  )
  return (
    <SettingsContext value={settings}>
      <AppProviders visit={visit} brand={brand}>
        <RouterProvider router={router} />
        {address && <CurrentPath router={router} />}
        {browserButtons && <BrowserButtons router={router} />}
      </AppProviders>
    </SettingsContext>
  )
}

/** The demo client's session, as a previous sign-in would have stored it. */
export function storeDemoSession({
  role = demoUser.role,
  exp,
}: { role?: string; exp?: number } = {}) {
  const token = makeToken({
    role,
    email: demoUser.email,
    advertisers: ['Northwind Outdoor Co.'],
    exp,
  })
  seedStorage({ token, email: demoUser.email })
  return token
}

export function currentPath(canvas: Canvas) {
  return canvas.getByRole('status', { name: 'Current path' })
}

/** '' when the address has none. */
export function currentQuery(canvas: Canvas) {
  return canvas.getByRole('status', { name: 'Current query' })
}

export type PlayTools = Pick<PlayFunctionContext, 'canvas' | 'userEvent'>
