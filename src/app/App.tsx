import { useEffect, useState, type ReactNode } from 'react'
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
  readonly brand: Brand
  readonly children: ReactNode
}

/** The app's contexts, shared by the app and the route-level stories. */
export function AppProviders({ visit, brand, children }: AppProvidersProps) {
  return (
    <BrandProvider brand={brand}>
      <AuthProvider api={visit.api} firstChecks={visit.firstChecks}>
        <ShownPageProvider>{children}</ShownPageProvider>
      </AuthProvider>
    </BrandProvider>
  )
}

interface AppProps {
  readonly settings: Promise<Settings>
  readonly visit: Visit
  readonly children: ReactNode
}

/** The public pages show at once, with the portal's own brand until the settings are read. */
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
      <AppProviders visit={visit} brand={read?.brand ?? defaultBrand}>
        <ErrorBoundary fallback={<PageErrorScreen destination="login" />}>{children}</ErrorBoundary>
      </AppProviders>
    </SettingsContext>
  )
}
