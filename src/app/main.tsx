import { deferredApiClient } from '../api/client'
import { readValidToken } from '../auth/credentials'
import { createServerSettings } from './serverSettings'
import { readSettings } from './settings'
import { createVisit, startSignedInCalls } from './visit'
import '../styles/global.css'

/**
 * The entry: it asks for what a signed-in page needs from the backend (the session check, the
 * advertiser list and the page's own call), then loads the app, which index.html has already asked
 * for beside it. The calls need only the settings and the stored session, so they cross the network
 * while React and the pages' code arrive and run (README, Performance); the app's loaders find them
 * asked.
 */
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
  // What the server says now, which the settings just read (the device's copy) may not be yet.
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
  // A page with a call of its own asks for it beside them (Settings, Notifications, AI).
  if (startSignedInCalls(visit, window.location.pathname)) {
    const url = new URL(window.location.href)
    void visit.pages().then((pages) => pages.start(url))
  }
  let app: typeof import('./renderPortal')
  try {
    app = await import('./renderPortal')
  } catch (error) {
    // index.html's notice for a page whose code did not arrive stays, and shows with Reload.
    console.error('The portal could not load its code.', error)
    return
  }
  app.renderPortal(settings, server, visit)
}

void start()
