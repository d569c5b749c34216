import { useEffect, useState, type ReactNode } from 'react'
import { ApiProvider } from '../api/ApiContext'
import { AuthProvider } from '../auth/AuthContext'
import { BrandProvider } from '../components/Brand'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { ShownPageProvider } from '../components/usePage'
import { defaultBrand, type Brand } from '../domain/brand'
import { PageErrorScreen } from '../screens/PageError'
import type { Settings } from './settings'
import { SettingsContext } from './settingsContext'
import type { Visit } from './visit'

interface AppProvidersProps {
  readonly visit: Visit
  /** The agency's brand from config.json, or the portal's own. */
  readonly brand: Brand
  readonly children: ReactNode
}

/** The app's contexts, shared by the app and the route-level stories. */
export function AppProviders({ visit, brand, children }: AppProvidersProps) {
  return (
    <BrandProvider brand={brand}>
      <ApiProvider client={visit.api}>
        <AuthProvider api={visit.api} firstChecks={visit.firstChecks}>
          <ShownPageProvider>{children}</ShownPageProvider>
        </AuthProvider>
      </ApiProvider>
    </BrandProvider>
  )
}

interface AppProps {
  /** The deployment's settings, being read (config.json). */
  readonly settings: Promise<Settings>
  readonly visit: Visit
  /** The router: the browser's (main.tsx), or the build's static one (prerender.tsx). */
  readonly children: ReactNode
}

/**
 * The whole portal: its contexts around its one router. The public pages show at once, with the
 * portal's own brand until the settings are read; the signed-in pages wait for them (their guard).
 */
export function App({ settings, visit, children }: AppProps) {
  const [read, setRead] = useState<Settings | null>(null)
  useEffect(() => {
    let current = true
    void settings.then((value) => current && setRead(value))
    return () => {
      current = false
    }
  }, [settings])

  return (
    <SettingsContext value={read}>
      {/* The portal's own brand until the settings say otherwise: the page the build wrote. */}
      <AppProviders visit={visit} brand={read?.brand ?? defaultBrand}>
        {/* The last resort outside the router: never a white page. */}
        <ErrorBoundary fallback={<PageErrorScreen destination="login" />}>{children}</ErrorBoundary>
      </AppProviders>
    </SettingsContext>
  )
}
