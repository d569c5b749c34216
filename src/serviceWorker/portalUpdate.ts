import { updateMessage } from './messages'

/**
 * The portal's service worker, seen from the page (docs/deploying.md, On the client's device):
 * registered by the production build (src/app/renderPortal.tsx), and a new build's worker, once it
 * waits, offered to the client by the shell's notice (src/app/hooks/useShellNotices). Nothing here
 * ever reloads by itself. This module runs in the page, never in the worker: the worker's build
 * bundles sw.ts and what it imports, and tsconfig.worker.json checks sw.ts alone.
 */

/** A new build's worker, installed and waiting for the client's Reload. */
type Waiting = Pick<ServiceWorker, 'postMessage'>

let waiting: Waiting | null = null
const listeners = new Set<() => void>()

/** A new build is ready (the worker, or a story standing in for one): the shell says so. */
export function announceUpdate(worker: Waiting | null) {
  waiting = worker
  for (const listener of listeners) listener()
}

export function subscribeToUpdate(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Whether a new build waits (for useSyncExternalStore). */
export function updateWaiting(): boolean {
  return waiting !== null
}

/**
 * The client's Reload: the waiting worker takes over, and this tab, once it has, reloads on the
 * new build. Other open tabs are not reloaded: each keeps its page until its client reloads.
 */
export function takeUpdate() {
  if (!waiting) return
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  })
  waiting.postMessage(updateMessage)
}

/**
 * The deployment turned the worker off (config.json's `serviceWorker: false`): the one this
 * browser has goes, with everything it stored, and the next page comes from the server.
 */
export async function removePortalWorker() {
  const container = navigator.serviceWorker
  for (const registration of await container.getRegistrations()) await registration.unregister()
  // Cache Storage on the portal's origin holds the worker's copies alone.
  for (const name of await caches.keys()) await caches.delete(name)
}

/**
 * The portal's one Trusted Types policy, named in the CSP (scripts/render-nginx.mjs): the page may
 * register a worker from its own /sw.js and from no other address. Browsers without Trusted Types
 * take the address as it is.
 */
interface ScriptUrlPolicies {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL(url: string): string }
}

function workerScriptUrl(url: string): string {
  const policies = (window as { trustedTypes?: ScriptUrlPolicies }).trustedTypes
  if (!policies) return url
  const policy = policies.createPolicy('portal-worker', {
    createScriptURL: (given) => {
      if (given !== url) throw new TypeError(`Not the portal's service worker: ${given}`)
      return given
    },
  })
  return policy.createScriptURL(url)
}

/** How often an open tab asks whether a new build is out, besides when it is shown again. */
const updateCheckMs = 60 * 60_000

/**
 * Registers the worker at `url`, and watches for a new build's. The browser looks for one on each
 * page load; a tab left open looks when it is shown again, when the connection comes back, and
 * every hour. The first worker a browser gets is no update: the page was loaded from the server.
 */
export async function registerPortalWorker(url = '/sw.js') {
  const container = navigator.serviceWorker
  const registration: ServiceWorkerRegistration | undefined = await container.register(
    workerScriptUrl(url),
  )
  // A browser whose user or tool blocks workers may answer with none (Playwright's 'block' does).
  if (!registration) return
  const offer = (worker: ServiceWorker | null) => {
    if (worker?.state === 'installed' && container.controller) announceUpdate(worker)
  }
  const watch = (worker: ServiceWorker | null) => {
    offer(worker)
    worker?.addEventListener('statechange', () => offer(worker))
  }
  offer(registration.waiting)
  watch(registration.installing)
  registration.addEventListener('updatefound', () => watch(registration.installing))

  // A check that fails (no connection, the server down) is tried again at the next occasion.
  const check = () => void registration.update().catch(() => {})
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
  window.addEventListener('online', check)
  setInterval(check, updateCheckMs)
}
