import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'

/** The demo backend: the shared contract handlers, answering in the browser's service worker. */
export async function startDemoBackend() {
  const worker = setupWorker(...createHandlers())
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  console.info('Client Portal demo backend is running. Sign in with demo@clientportal.test.')
}
