// The portal's service worker as a returning client meets it (docs/deploying.md, On the client's
// device), for the tests that let it run.
import type { Page } from 'playwright'
import { arrives, portalUrl } from './browser'

/**
 * The client's first visit to `path`: the worker installs (storing the build) and takes over, and
 * the page is loaded again under it, as a returning client's is.
 */
export async function visitTwice(page: Page, path: string, heading: string) {
  await page.goto(`${portalUrl}${path}`)
  await arrives(page, heading)
  // Active means installed: the build's files are stored.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await arrives(page, heading)
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
}

export function workerLeft(page: Page) {
  return page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }))
}

/**
 * A header of the worker's stored copy of `file` (`/index.html`, `/login.html`), as the next
 * visit would be answered with it; null while none is stored.
 */
export function storedPageHeader(page: Page, file: string, header: string) {
  return page.evaluate(
    async ({ file, header }) => {
      for (const name of await caches.keys()) {
        if (!name.startsWith('portal-pages-')) continue
        const stored = await (await caches.open(name)).match(file)
        if (stored) return stored.headers.get(header)
      }
      return null
    },
    { file, header },
  )
}
