import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { ApiProvider } from '../api/ApiContext'
import { deferredApiClient, type ApiClient } from '../api/client'
import { AuthProvider } from '../auth/AuthContext'
import { readValidToken } from '../auth/credentials'
import { BrandProvider } from '../components/Brand'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { defaultBrand, type Brand } from '../domain/brand'
import { PageErrorScreen, PageNotLoadedScreen } from '../screens/PageError'
import { ShownPageProvider } from './hooks/usePage'
import { PublicApp, type PublicPage } from './PublicApp'
import { SettingsContext, type Settings } from './settings'

export type SignedInModule = typeof import('./SignedInApp')

/** The signed-in pages' code: React Router, the route table, the session checks, the shell. */
export const loadSignedIn = (): Promise<SignedInModule> => import('./SignedInApp')

/** What main.tsx has before the first render: the page's code, and for a signed-in page its settings. */
export type FirstPage =
  | { readonly kind: 'public'; readonly page: PublicPage }
  | { readonly kind: 'signed-in'; readonly pages: SignedInModule; readonly settings: Settings }
  | { readonly kind: 'failed' }

interface AppProvidersProps {
  readonly api: ApiClient
  /** The agency's brand from config.json, or the portal's own. */
  readonly brand: Brand
  readonly children: ReactNode
}

/** The app's contexts, shared by the app and the route-level stories. */
export function AppProviders({ api, brand, children }: AppProvidersProps) {
  return (
    <BrandProvider brand={brand}>
      <ApiProvider client={api}>
        <AuthProvider api={api}>
          <ShownPageProvider>{children}</ShownPageProvider>
        </AuthProvider>
      </ApiProvider>
    </BrandProvider>
  )
}

interface AppProps {
  /** The deployment's settings, being read (config.json). */
  readonly settings: Promise<Settings>
  readonly first: FirstPage
}

/**
 * The whole portal, in two parts: the public pages (PublicApp, sign-in and Forgot Password, which
 * the build prerenders and the browser takes over at once, with the settings still on their way),
 * and the signed-in app (SignedInApp: the router and every other page). A visit that starts on a
 * public page loads the signed-in code once the form works, and shows it on the first move to any
 * other page; from then on it shows every page.
 */
export function App({ settings, first }: AppProps) {
  // The backend client: a call made before the settings are read waits for them.
  const [api] = useState(() =>
    deferredApiClient(
      settings.then(({ apiBaseUrl, requestTimeoutMs }) => ({
        baseUrl: apiBaseUrl,
        getToken: readValidToken,
        timeoutMs: requestTimeoutMs,
      })),
    ),
  )
  const [read, setRead] = useState(first.kind === 'signed-in' ? first.settings : null)
  const [pages, setPages] = useState(first.kind === 'signed-in' ? first.pages : null)
  const [failed, setFailed] = useState(first.kind === 'failed')

  useEffect(() => {
    let current = true
    void settings.then((value) => current && setRead(value))
    return () => {
      current = false
    }
  }, [settings])

  const leave = useCallback(() => {
    Promise.all([loadSignedIn(), settings]).then(
      ([signedIn, value]) => {
        setRead(value)
        setPages(signedIn)
      },
      (error: unknown) => {
        console.error('The signed-in pages could not be loaded.', error)
        setFailed(true)
      },
    )
  }, [settings])

  // Once the page works, the signed-in code comes, every page's included, so none of it is
  // waited for later. (A failed load is tried again when it is needed.)
  useEffect(() => {
    const preload = () =>
      void loadSignedIn().then(
        ({ preloadPages }) => preloadPages(),
        () => {},
      )
    const idle = window.requestIdleCallback ?? setTimeout
    idle(preload)
  }, [])

  return (
    <SettingsContext value={read}>
      {/* The portal's own brand until the settings say otherwise: the page the build wrote. */}
      <AppProviders api={api} brand={read?.brand ?? defaultBrand}>
        {/* The last resort outside the shell: never a white page. */}
        <ErrorBoundary fallback={<PageErrorScreen destination="login" />}>
          {/* The signed-in pages' code, or the first page's, did not arrive. */}
          {failed ? (
            <PageNotLoadedScreen address={window.location.pathname + window.location.search} />
          ) : pages ? (
            <pages.SignedInApp />
          ) : first.kind === 'public' ? (
            <PublicApp first={first.page} onLeave={leave} />
          ) : null}
        </ErrorBoundary>
      </AppProviders>
    </SettingsContext>
  )
}
