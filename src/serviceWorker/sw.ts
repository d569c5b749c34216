/// <reference lib="webworker" />
// The portal's service worker (docs/deploying.md, On the client's device): the build's own files
// from the device, so a returning visit waits only for its data, a redeploy never breaks an open
// tab, and a reload with no connection still shows the portal. Built by vite-plugin-pwa
// (vite.config.ts), which puts the build's file list in place of `self.__WB_MANIFEST`.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { updateMessage } from './messages'

declare const self: ServiceWorkerGlobalScope & {
  readonly __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// Each page's HTML, the hashed scripts, styles and fonts of this build, stored as the worker
// installs. A new build's worker adds its files beside the old ones and waits; the old ones go
// only when it takes over (after every tab of the old build has closed, or on Reload), so an open
// tab never asks the server for a file the redeploy removed. /login and /forgot-password are
// answered by their own prerendered HTML (Workbox tries `path + '.html'`), / by index.html.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every other navigation of the portal is one of its routes: the app's page from the device. An
// address with a file name (a logo beside config.json opened in a tab) goes to the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/\/[^/]+\.[^/]+$/] }),
)

// The deployment's settings: from the device at once, and asked for again beside it, so a
// changed setting arrives on the next visit (as nginx's stale-while-revalidate says). Stored as
// the worker installs, so the first reload with no connection already has them.
const settingsUrl = '/config.json'
// Asked of the server itself (revalidated), never of the browser's HTTP cache, which may keep
// the file for minutes (deploy/): the copy here is what makes the visit wait for nothing.
const settings = new StaleWhileRevalidate({
  cacheName: 'portal-settings',
  fetchOptions: { cache: 'no-cache' },
  plugins: [{ cacheWillUpdate: ({ response }) => settingsToKeep(response) }],
})

/**
 * What of a fresh config.json to store: a good answer, unless it turns the worker off
 * (`serviceWorker: false`, docs/deploying.md, On the client's device). Then nothing is stored, and
 * the worker goes with all it stored, here, where the fresh file arrives: a page that removed it
 * itself could see this very answer stored again after it had cleared Cache Storage.
 */
async function settingsToKeep(response: Response): Promise<Response | null> {
  if (response.status !== 200) return null
  let file: unknown
  try {
    file = await response.clone().json()
  } catch {
    return response // Not JSON: the page says so, and reads the build's settings.
  }
  if ((file as { serviceWorker?: unknown } | null)?.serviceWorker !== false) return response
  await self.registration.unregister()
  for (const name of await caches.keys()) await caches.delete(name)
  return null
}
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === settingsUrl, settings)
self.addEventListener('install', (event) => {
  // A settings file that cannot be read now is read on the next visit; the install goes on.
  event.waitUntil(settings.handle({ event, request: new Request(settingsUrl) }).catch(() => {}))
})

// Nothing else is answered here: the backend's calls (tokens and personal data), the report
// pages, anything of another origin and any other file go to the network as if there were no
// worker, and nothing of them is stored.

// The page's Reload (src/serviceWorker/portalUpdate.ts): this build takes over, and the page reloads on it.
self.addEventListener('message', (event) => {
  if (event.data === updateMessage) void self.skipWaiting()
})
