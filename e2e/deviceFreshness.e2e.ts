// The service worker answers only for the portal, and never longer than the server allows
// (issue 53; docs/deploying.md, On the client's device): the addresses it leaves to the server, a
// changed header and a moved backend reaching a returning client, and a 401 acted on however
// early it comes. These tests let the worker run (e2e/worker.ts).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import { storageKeys } from '../src/storage/browserStorage'
import {
  appTakesOver,
  arrives,
  launch,
  openPage,
  openSignedIn,
  portalUrl,
  storedInPage,
} from './browser'
import { portal } from './portal'
import { startBackend } from './servers'
import { storedPageHeader, visitTwice } from './worker'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('addresses that are not the portal’s', () => {
  it("leaves an operator's page of the origin to the server", async () => {
    writeFileSync(
      path.join(portal.distDir, 'status.html'),
      '<!doctype html><title>Status</title><h1>All systems normal</h1>',
    )
    const { page, expectClean, close } = await openSignedIn(browser, { serviceWorkers: 'allow' })
    await visitTwice(page, '/dashboard', 'Dashboard')
    // nginx answers /status with status.html (try_files $uri $uri.html): no route of the portal.
    const response = await page.goto(`${portalUrl}/status`)
    expect(response?.fromServiceWorker()).toBe(false)
    await page.getByRole('heading', { level: 1, name: 'All systems normal', exact: true }).waitFor()
    expectClean()
    await close()
  })

  it('leaves a frame to the server, even at one of the portal’s own addresses', async () => {
    // A report whose link is relative is framed at the portal's origin (spec section 5). The
    // CSP's frame-src names the report hosts alone; set aside here, to see who answers the frame.
    const { page, expectClean, close } = await openSignedIn(browser, {
      serviceWorkers: 'allow',
      bypassCSP: true,
    })
    await visitTwice(page, '/dashboard', 'Dashboard')
    const framed = `${portalUrl}/cinema-analytics?rm=embed`
    const answered = page.waitForResponse(framed)
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, framed)
    expect((await answered).fromServiceWorker()).toBe(false)
    // The server's own answer says the portal may not be framed (frame-ancestors 'none').
    expectClean(/frame-ancestors|Refused to display/)
    await close()
  })
})

describe('what the server says now', () => {
  afterAll(() => portal.reconfigureServer({}))

  it('a changed header reaches a returning client by its second visit, without a new build', async () => {
    const { page, expectClean, close } = await openSignedIn(browser, { serviceWorkers: 'allow' })
    await visitTwice(page, '/dashboard', 'Dashboard')
    await portal.reconfigureServer({ cspReport: 'https://csp-reports.invalid/portal' })
    const policyOf = async () => {
      const response = await page.reload()
      await arrives(page, 'Dashboard')
      expect(response?.fromServiceWorker()).toBe(true)
      return (await response?.allHeaders())?.['content-security-policy'] ?? ''
    }
    // The first visit is answered from the device, as the server allowed, and asks beside it.
    expect(await policyOf()).not.toContain('report-uri')
    await expect
      .poll(() => storedPageHeader(page, '/index.html', 'Content-Security-Policy'))
      .toContain('report-uri')
    expect(await policyOf()).toContain('report-uri https://csp-reports.invalid/portal')
    expectClean()
    await close()
  })
})

describe('a backend that moved', () => {
  let moved: Awaited<ReturnType<typeof startBackend>>
  beforeAll(async () => {
    moved = await startBackend({ allowOrigin: portalUrl, reportOrigin: portal.reportOrigin })
  })
  afterAll(async () => {
    portal.configure({})
    await portal.reconfigureServer({})
    await moved.close()
  })

  it('never gets a password from a returning client: sign-in goes to the new one', async () => {
    const { page, expectClean, close } = await openPage(browser, { serviceWorkers: 'allow' })
    await visitTwice(page, '/login', 'Sign in')
    // The operator moves the backend: config.json and nginx, no new build (docs/deploying.md).
    portal.configure({ '--api-base-url': moved.origin })
    await portal.reconfigureServer({ api: moved.origin })
    const before = portal.backend.received.length

    // The returning client's next visit comes from the device, with the old settings; the
    // worker asks for the page beside it, and has the new one (the new CSP) by the time the
    // client has typed.
    await page.reload()
    await appTakesOver(page)
    await expect
      .poll(() => storedPageHeader(page, '/login.html', 'Content-Security-Policy'))
      .toContain(moved.origin)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    // The portal learns the backend moved before it sends the password, and loads again onto
    // it: the form comes back empty, with the new settings and headers.
    await reloaded
    await appTakesOver(page)
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Email', exact: true }).inputValue())
      .toBe('')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await arrives(page, 'Dashboard')

    const oldCalls = portal.backend.received.slice(before)
    expect(oldCalls.filter((call) => call.startsWith('POST /api/auth/login'))).toEqual([])
    expect(moved.received).toContain('POST /api/auth/login')
    expect(await storedInPage(page, 'email')).toBe(demoUser.email)
    // The moment of the move (the console's note of the reload) and nothing else.
    expectClean()
    await close()
  })
})

describe('a 401 before the app has mounted', () => {
  afterAll(() => fetch(`${portal.apiOrigin}/__faults`, { method: 'POST', body: '{}' }))

  it('ends the session every time (20 report links whose list answers 401 first)', async () => {
    // The page's code is held until the list's 401 has reached the page: the race the worker
    // made likely (the entry asks for the list before React: src/app/main.tsx) made certain.
    // Playwright cannot hold a file the worker answers, so the worker is blocked here.
    const { page, context, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}/dashboard`)
    await arrives(page, 'Dashboard')
    await fetch(`${portal.apiOrigin}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'advertisers', fault: 'unauthorized' }),
    })
    const session = {
      token: (await storedInPage(page, 'token')) ?? '',
      email: (await storedInPage(page, 'email')) ?? '',
    }
    // Each new page of the tab starts with the session stored, as a returning client's does.
    await context.addInitScript(
      ({ keys, stored }) => {
        if (location.pathname === '/login') return
        localStorage.setItem(keys.token, stored.token)
        localStorage.setItem(keys.email, stored.email)
      },
      { keys: storageKeys, stored: session },
    )
    let listFailed = Promise.resolve()
    await page.route(/\/assets\/signedIn-[^/]+\.js$/, async (route) => {
      await listFailed
      await route.continue()
    })
    for (let round = 1; round <= 20; round++) {
      listFailed = page
        .waitForEvent('console', (message) =>
          message.text().startsWith('Loading advertisers failed'),
        )
        .then(() => {})
      await page.goto(`${portalUrl}/cinema-analytics`)
      await arrives(page, 'Sign in')
      expect(await storedInPage(page, 'token'), `round ${round}`).toBeNull()
    }
    // The server's refusals, as the spec has them logged.
    expectClean(/401/)
    await close()
  })
})
