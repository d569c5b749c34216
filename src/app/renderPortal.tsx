import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { registerPortalWorker, removePortalWorker } from '../serviceWorker/portalUpdate'
import { App } from './App'
import { portalRoutes } from './routes'
import type { ServerSettings } from './serverSettings'
import type { Settings } from './settings'
import type { Visit } from './visit'

/** The app, over the page main.tsx started: its one router, rendered or hydrated into #root. */
export function renderPortal(settings: Promise<Settings>, server: ServerSettings, visit: Visit) {
  // The app's code is here: index.html's notice for a page whose code did not arrive never shows.
  document.getElementById('portal-not-loaded')?.remove()
  setUpWorker(settings, server)
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

/**
 * The production build's service worker (docs/deploying.md, On the client's device), unless the
 * deployment turned it off; never the demo's, whose mock backend has a worker of its own. Once the
 * page has loaded: its install downloads the build, which must not compete with the page's own
 * requests. Decided on the server's settings of this visit, so the visit that first reads
 * `serviceWorker: false` registers nothing (the page itself may have come from the worker, with
 * the device's copy of the settings); with no connection, on the settings the page has.
 */
function setUpWorker(settings: Promise<Settings>, server: ServerSettings) {
  if (!import.meta.env.PROD || import.meta.env.VITE_DEMO_BACKEND === 'true') return
  if (!navigator.serviceWorker) return
  const setUp = () =>
    server
      .read()
      .catch(() => settings)
      .then(({ serviceWorker }) => (serviceWorker ? registerPortalWorker() : removePortalWorker()))
      .catch((error: unknown) => {
        // The portal works without it, as it did before it had one: from the network.
        console.warn(`The portal's service worker was not set up (${String(error)}).`)
      })
  if (document.readyState === 'complete') void setUp()
  else window.addEventListener('load', () => void setUp(), { once: true })
}
