import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { config, loadConfig } from './config'
import { rendersAsPrerendered } from './hydration'
import { keepTyped } from './keepTyped'
import { readToken } from '../auth/credentials'
import { isPublicPath } from './PublicPages'
import { RoutedPages, SignedInRoutes } from './routes/loadSignedIn'
import { loadBrandColours } from '../components/Brand'
import '../styles/global.css'

async function start() {
  // The deploy-time settings, fetched at once (index.html has already asked for them) and awaited
  // before the first render, alongside the demo backend when there is one.
  const configLoaded = loadConfig()
  // Any page but the public ones needs the router and the signed-in part of the route table at
  // its first render; so does sign-in with a stored session, which goes on to the dashboard.
  const routedFirst = !isPublicPath(location.pathname) || readToken() !== null
  const routesLoaded = routedFirst
    ? Promise.all([RoutedPages.load(), SignedInRoutes.load()]).catch(() => null)
    : null
  // Compiled out of every build but the demo's: no MSW or fixtures reach production.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    try {
      // The one import of src/mocks outside stories and tests: the demo entry point (README, Layout).
      // eslint-disable-next-line no-restricted-syntax
      const { startDemoBackend } = await import('../mocks/browser')
      await startDemoBackend()
    } catch (error) {
      // Service workers need https or localhost. The portal still starts, and sign-in says why
      // nothing answers, instead of leaving a blank page.
      console.error('The demo backend could not start; open the demo at http://localhost.', error)
    }
  }
  await Promise.all([configLoaded, routesLoaded])
  // An agency's accent is in the first paint: its colour code arrives before the first render.
  if (config.brand.accentColor) await loadBrandColours()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  // /login and /forgot-password arrive prerendered (scripts/prerender.ts): React takes over that
  // markup when its first render is the same, and otherwise renders over it.
  const arrival = {
    prerendered: root.dataset.prerendered,
    pathname: window.location.pathname,
    search: window.location.search,
    tokenStored: readToken() !== null,
    brand: config.brand,
  }
  if (rendersAsPrerendered(arrival)) {
    // The prerendered page was painted before this code was asked for (boot.ts).
    hydrateRoot(root, app)
  } else {
    // Rendered afresh over a prerendered page: what the visitor typed there is kept.
    const restoreTyped = keepTyped(root)
    flushSync(() => createRoot(root).render(app))
    restoreTyped()
  }
}

void start()
