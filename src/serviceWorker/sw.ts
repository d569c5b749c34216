/// <reference lib="webworker" />
// The portal's service worker (docs/deploying.md, On the client's device): the build's own files
// from the device, so a returning visit waits only for its data, a redeploy never breaks an open
// tab, and a reload with no connection still shows the portal. Built by vite-plugin-pwa
// (vite.config.ts), which puts the build's file list in place of `self.__WB_MANIFEST`.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { pageFileOf } from '../domain/paths'
import { buildName, isPageOf, mayStore, stamped, usableNow } from './freshness'
import { updateMessage } from './messages'

declare const self: ServiceWorkerGlobalScope & {
  readonly __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// The hashed scripts, styles, fonts and icons of this build, stored as the worker installs. A new
// build's worker adds its files beside the old ones and waits; the old ones go only when it takes
// over (after every tab of the old build has closed, or on Reload), so an open tab never asks the
// server for a file the redeploy removed. Their names change with their content: never stale.
const buildFiles = self.__WB_MANIFEST
precacheAndRoute(buildFiles)
cleanupOutdatedCaches()
const built = new Set(
  buildFiles.map(
    (file) => new URL(typeof file === 'string' ? file : file.url, self.location.href).pathname,
  ),
)

/** Is the device online, as far as the browser knows (its `false` is sure). */
const online = () => self.navigator.onLine

/**
 * The device's copy of `key` in `cache`, while the window its server gave allows (or with no
 * connection), asking the server again beside it (`refresh`); else the server's answer
 * (`network`), or the copy after all when the server cannot be reached.
 */
async function fromDevice(
  event: FetchEvent,
  cache: Cache,
  key: string,
  refresh: () => Promise<unknown>,
  network: () => Promise<Response>,
): Promise<Response> {
  const stored = await cache.match(key)
  if (stored && usableNow(stored, Date.now(), online())) {
    event.waitUntil(refresh().catch(() => {}))
    return stored
  }
  try {
    return await network()
  } catch (error) {
    if (stored) return stored
    throw error
  }
}

// The pages: each route's HTML (index.html, and the prerendered login.html and
// forgot-password.html), kept apart for each build, with the headers the server sent last.
const pagesPrefix = 'portal-pages-'
const pagesCache = `${pagesPrefix}${buildName(buildFiles)}`
const pageFiles = ['/index.html', '/login.html', '/forgot-password.html']

/**
 * Stores `response` as `file` when it is this build's page: a page naming another build's
 * scripts (a release half copied, or the next one) is never stored. True when stored.
 */
async function keepPage(file: string, response: Response): Promise<boolean> {
  if (response.status !== 200 || response.redirected || !mayStore(response.headers)) return false
  const html = await response.text()
  if (!isPageOf(html, built)) return false
  await (await caches.open(pagesCache)).put(file, stamped(response, html, Date.now()))
  return true
}

// The whole page, never a 304 over the browser's HTTP cache: Chromium keeps a cached response's
// Content-* headers on a 304, so a changed Content-Security-Policy would never arrive.
const askForPage = (file: string) => fetch(file, { cache: 'reload' })

// Only the portal's own routes (src/domain/paths.ts), and only as the top-level page: a frame
// (a report whose link is on the portal's origin) and every other address of the origin (an
// operator's page) go to the server as if there were no worker.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.destination === 'document' && pageFileOf(url.pathname) !== null,
  async ({ event, url }) => {
    const file = pageFileOf(url.pathname) ?? '/index.html'
    const fetchEvent = event as FetchEvent
    return fromDevice(
      fetchEvent,
      await caches.open(pagesCache),
      file,
      async () => keepPage(file, await askForPage(file)),
      async () => {
        const response = await fetch(fetchEvent.request)
        fetchEvent.waitUntil(keepPage(file, response.clone()).catch(() => {}))
        return response
      },
    )
  },
)

// The deployment's settings, asked of the server itself, never of the browser's HTTP cache, which
// may keep them for minutes (deploy/).
const settingsUrl = '/config.json'
const settingsCache = 'portal-settings'
const askForSettings = async () => {
  const response = await fetch(settingsUrl, { cache: 'no-cache' })
  await keepSettings(response.clone())
  return response
}

/**
 * Stores a good config.json, unless it turns the worker off (`serviceWorker: false`,
 * docs/deploying.md, On the client's device). Then nothing is stored, and the worker goes with
 * all it stored, here, where the fresh file arrives: a page that removed it itself could see
 * this very answer stored again after it had cleared Cache Storage.
 */
async function keepSettings(response: Response) {
  if (response.status !== 200 || !mayStore(response.headers)) return
  const text = await response.text()
  let file: unknown = null
  try {
    file = JSON.parse(text)
  } catch {
    // Not JSON: the page says so, and reads the build's settings.
  }
  if ((file as { serviceWorker?: unknown } | null)?.serviceWorker === false) {
    await self.registration.unregister()
    for (const name of await caches.keys()) await caches.delete(name)
    return
  }
  await (await caches.open(settingsCache)).put(settingsUrl, stamped(response, text, Date.now()))
}

// From the device while the server's window allows, and asked for again beside it. A page that
// asks the server itself (`cache: 'no-cache'`: a password about to be sent, the worker's own
// switch) gets the server's answer (src/app/serverSettings.ts).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === settingsUrl,
  async ({ event, request }) => {
    if (request.cache !== 'default' && request.cache !== 'force-cache') return askForSettings()
    const cache = await caches.open(settingsCache)
    return fromDevice(event as FetchEvent, cache, settingsUrl, askForSettings, askForSettings)
  },
)

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      // A page the server does not give as this build's (a release still being copied) fails the
      // install: the browser tries again at its next look for a new build, and the page meanwhile
      // comes from the server or from the worker already here.
      ...pageFiles.map(async (file) => {
        if (!(await keepPage(file, await askForPage(file)))) {
          throw new Error(`${file} on the server is not this build's page`)
        }
      }),
      // A settings file that cannot be read now is read on the next visit; the install goes on.
      askForSettings().catch(() => {}),
    ]),
  )
})

// Once this build has taken over, the pages of the builds before it go.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(pagesPrefix) && name !== pagesCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

// Nothing else is answered here: the backend's calls (tokens and personal data), the report
// pages, anything of another origin and any other file go to the network as if there were no
// worker, and nothing of them is stored.

// The page's Reload (src/serviceWorker/portalUpdate.ts): this build takes over, and the page reloads on it.
self.addEventListener('message', (event) => {
  if (event.data === updateMessage) void self.skipWaiting()
})
