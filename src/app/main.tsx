import { deferredApiClient } from '../api/client'
import { readValidToken } from '../auth/credentials'
import { createServerSettings } from './serverSettings'
import { readSettings } from './settings'
import { createVisit, startSignedInCalls } from './visit'
import '../styles/global.css'

/**
 * Asks for a signed-in page's calls before loading the app: they need only the settings and the
 * stored session, so they cross the network while React arrives (README, Performance).
 */
async function start() {
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    try {
      // The one import of src/mocks outside stories and tests: the demo entry point (README, Layout).
      // eslint-disable-next-line no-restricted-syntax
      const { startDemoBackend } = await import('../mocks/browser')
      await startDemoBackend()
    } catch (error) {
      // Service workers need https or localhost; the portal still starts rather than a blank page.
      console.error('The demo backend could not start; open the demo at http://localhost.', error)
    }
  }
  const settings = readSettings()
  const server = createServerSettings(settings)
  const api = deferredApiClient(
    settings.then(({ apiBaseUrl, requestTimeoutMs }) => ({
      baseUrl: apiBaseUrl,
      getToken: readValidToken,
      timeoutMs: requestTimeoutMs,
      confirmBackend: server.confirmBackend,
    })),
  )
  const visit = createVisit(api)
  if (startSignedInCalls(visit, window.location.pathname)) {
    const url = new URL(window.location.href)
    void visit.pages().then((pages) => pages.start(url))
  }
  let app: typeof import('./renderPortal')
  try {
    app = await import('./renderPortal')
  } catch (error) {
    // index.html's "taking too long" notice stays, and shows.
    console.error('The portal could not load its code.', error)
    return
  }
  app.renderPortal(settings, server, visit)
}

void start()
