import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { registerPortalWorker, removePortalWorker } from '../serviceWorker/portalUpdate'
import { App } from './App'
import { portalRoutes } from './routes'
import type { ServerSettings } from './serverSettings'
import type { Settings } from './settings'
import type { Visit } from './visit'

export function renderPortal(settings: Promise<Settings>, server: ServerSettings, visit: Visit) {
  document.getElementById('portal-not-loaded')?.remove()
  setUpWorker(settings, server)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // /login and /forgot-password arrive prerendered (prerender.tsx), rendered with no data.
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
 * docs/deploying.md, On the client's device. Never the demo's: MSW has a worker of its own. After
 * load: its install downloads the build, which must not compete with the page's requests. On the
 * server's settings, not the device's copy, so a visit that reads `serviceWorker: false` first
 * registers nothing.
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
        console.warn(`The portal's service worker was not set up (${String(error)}).`)
      })
  if (document.readyState === 'complete') void setUp()
  else window.addEventListener('load', () => void setUp(), { once: true })
}
