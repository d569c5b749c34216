import { useCallback, useEffect, useState } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { defaultBrand } from '../domain/brand'
import { PageErrorScreen } from '../screens/PageError'
import { AppProviders } from './AppProviders'
import { PublicApp, type PublicPage } from './PublicApp'
import { apiClientFor, SettingsContext, type Settings } from './settings'

export type SignedInModule = typeof import('./SignedInApp')

/** The signed-in pages' code: React Router, the route table, the session checks, the shell. */
export const loadSignedIn = (): Promise<SignedInModule> => import('./SignedInApp')

/** What main.tsx has before the first render: the page's code, and for a signed-in page its settings. */
export type FirstPage =
  | { readonly kind: 'public'; readonly page: PublicPage }
  | { readonly kind: 'signed-in'; readonly pages: SignedInModule; readonly settings: Settings }
  | { readonly kind: 'failed' }

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
  const [api] = useState(() => apiClientFor(settings))
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

  // Once the form works, the signed-in code comes, so it is here when the client has signed in.
  useEffect(() => {
    if (pages) return
    const preload = () => void loadSignedIn().catch(() => {}) // Tried again on leaving.
    const idle = window.requestIdleCallback ?? setTimeout
    idle(preload)
  }, [pages])

  return (
    <SettingsContext value={read}>
      {/* The portal's own brand until the settings say otherwise: the page the build wrote. */}
      <AppProviders api={api} brand={read?.brand ?? defaultBrand}>
        {/* The last resort outside the shell: never a white page. */}
        <ErrorBoundary fallback={<PageErrorScreen destination="login" />}>
          {failed ? (
            <PageErrorScreen />
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
