// The portal on the client's device (issue 41, README, On the client's device): its service worker
// answers a returning visit from the device, keeps an open tab on its build across a redeploy,
// shows the portal with no connection, and keeps nothing of the client. These tests let the
// worker run; every other end-to-end file blocks it (e2e/browser.ts, openPage).
import type { Browser, BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSignedIn, launch, portalUrl } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

const offline = 'You are offline. The portal will try again when you are back online.'

/**
 * The client's first visit to `path`: the worker installs (storing the build) and takes over, and
 * the page is loaded again under it, as a returning client's is.
 */
async function visitTwice(page: Page, path: string, heading: string) {
  await page.goto(`${portalUrl}${path}`)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  // Active means installed: the build's files are stored.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
}

/**
 * The requests that reached the portal's server from now on, by path: the page's own that the
 * worker did not answer, and the worker's own.
 */
function requestsToServer(context: BrowserContext, page: Page) {
  const paths = { toServer: [] as string[], fromDevice: [] as string[] }
  const origin = new URL(portalUrl).origin
  const ownPath = (url: string) => (new URL(url).origin === origin ? new URL(url).pathname : null)
  page.on('response', (response) => {
    const path = ownPath(response.url())
    if (path) (response.fromServiceWorker() ? paths.fromDevice : paths.toServer).push(path)
  })
  context.on('request', (request) => {
    const path = ownPath(request.url())
    if (path && request.serviceWorker()) paths.toServer.push(path)
  })
  return paths
}

describe('a returning visit', () => {
  it("is answered from the device: no request for the portal's own files", async () => {
    const { page, context, expectClean, close } = await openSignedIn(browser, {
      serviceWorkers: 'allow',
    })
    await visitTwice(page, '/dashboard', 'Dashboard')
    const second = await context.newPage()
    const paths = requestsToServer(context, second)
    await second.goto(`${portalUrl}/settings`)
    await second.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    // config.json is refreshed beside the stored copy (the next visit's settings), and the
    // browser asks whether a new worker is out: neither holds up the page.
    const { toServer, fromDevice } = paths
    expect(toServer.filter((path) => !['/config.json', '/sw.js'].includes(path))).toEqual([])
    expect(fromDevice).toEqual(expect.arrayContaining(['/settings', '/config.json']))
    expect(fromDevice.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0)
    expectClean()
    await close()
  })
})

describe('no connection', () => {
  it('a reload shows the portal, which says it is offline, and checks again when back', async () => {
    const { page, context, expectClean, close } = await openSignedIn(browser, {
      serviceWorkers: 'allow',
    })
    await visitTwice(page, '/dashboard', 'Dashboard')
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.getByText(offline).waitFor()
    await context.setOffline(false)
    await page.getByText(offline).waitFor({ state: 'detached' })
    // The failed requests while offline are the network's, not the portal's errors.
    expectClean(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/)
    await close()
  })
})
