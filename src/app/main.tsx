import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { deferredApiClient } from '../api/client'
import { readValidToken } from '../auth/credentials'
import { App } from './App'
import { registerPortalWorker, removePortalWorker } from './portalUpdate'
import { portalRoutes } from './routes'
import { readSettings, type Settings } from './settings'
import { createVisit } from './visit'
import '../styles/global.css'

// The app's code is here: index.html's notice for a page whose code did not arrive never shows.
document.getElementById('portal-not-loaded')?.remove()

async function start() {
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
  // index.html has already asked for config.json; a call made before it is read waits for it.
  const settings = readSettings()
  setUpWorker(settings)
  const api = deferredApiClient(
    settings.then(({ apiBaseUrl, requestTimeoutMs }) => ({
      baseUrl: apiBaseUrl,
      getToken: readValidToken,
      timeoutMs: requestTimeoutMs,
    })),
  )
  const visit = createVisit(api)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // /login and /forgot-password arrive prerendered (src/app/prerender.tsx): the router starts
  // with the data they were rendered with (none), and React takes that markup over as it is.
  // Every other page arrives empty, and the router runs its loaders.
  const prerendered = root.hasChildNodes()
  const router = createBrowserRouter(
    portalRoutes(visit),
    prerendered ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {},
  )
  const app = (
    <StrictMode>
      <App settings={settings} visit={visit}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  )
  if (prerendered) hydrateRoot(root, app)
  else createRoot(root).render(app)
}

void start()

/**
 * The production build's service worker (docs/deploying.md, On the client's device), unless the
 * deployment turned it off; never the demo's, whose mock backend has a worker of its own. Once the
 * page has loaded: its install downloads the build, which must not compete with the page's own
 * requests.
 */
function setUpWorker(settings: Promise<Settings>) {
  if (!import.meta.env.PROD || import.meta.env.VITE_DEMO_BACKEND === 'true') return
  if (!navigator.serviceWorker) return
  const setUp = () =>
    settings
      .then(({ serviceWorker }) => (serviceWorker ? registerPortalWorker() : removePortalWorker()))
      .catch((error: unknown) => {
        // The portal works without it, as it did before it had one: from the network.
        console.warn(`The portal's service worker was not set up (${String(error)}).`)
      })
  if (document.readyState === 'complete') void setUp()
  else window.addEventListener('load', () => void setUp(), { once: true })
}
