import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import type { Endpoint } from '../src/mocks/handlers'
import { makeToken } from '../src/mocks/token'
import { launch, openPage, portalUrl, readStored, report, signIn, type Stored } from './browser'
import type { Fault } from './servers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** What the sign-in measurement times, in the order a sign-in usually reaches them. */
const signInSteps = [
  'login call answered',
  'session check answered',
  'signed-in code loaded',
  'advertisers answered',
  'loading screen ended',
  'dashboard usable',
] as const
type SignInStep = (typeof signInSteps)[number]

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Infinity
}

/**
 * Signs the demo client in from a fresh context and times it in the page's own clock:
 * milliseconds from the press reaching the page (its click event, so the test driver's own work
 * before it is not counted) to each step. The calls and the code are the page's resource timings
 * (their last byte; code already there at the press counts as 0), the screens the first frame
 * that shows them. The page stays open, signed in at /client.
 */
async function timeSignIn(browser: Browser) {
  const opened = await openPage(browser)
  const { page } = opened
  const login = await page.goto(`${portalUrl}/login`)
  // The code the page was served with; any other under /assets/ loads on demand.
  const html = (await login?.text()) ?? ''
  const served = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(
    ([, address]) => new URL(address ?? '', portalUrl).href,
  )
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()
  await page.getByLabel('Email').fill(demoUser.email)
  await page.getByLabel('Password').fill(demoUser.password)
  await page.evaluate(markSignInSteps)

  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
  await page.getByRole('combobox', { name: 'Advertiser', disabled: false }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/client')
  expect(await readStored(page, 'email')).toBe(demoUser.email)

  // A frame and a task later, so the marks of the last frame are in.
  const { marks, resources } = await page.evaluate(
    () =>
      new Promise<{ marks: [string, number][]; resources: [string, number][] }>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() =>
            resolve({
              marks: performance
                .getEntriesByType('mark')
                .map((mark) => [mark.name, mark.startTime]),
              resources: performance
                .getEntriesByType('resource')
                .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd]),
            }),
          ),
        ),
      ),
  )
  const marked = new Map(marks)
  const pressed = marked.get('login pressed') ?? NaN
  /** When the last resource matching `wanted` arrived. */
  const arrived = (wanted: (url: URL) => boolean) => {
    const ends = resources.filter(([url]) => wanted(new URL(url))).map(([, end]) => end - pressed)
    expect(ends.length).toBeGreaterThan(0)
    return Math.max(0, ...ends)
  }
  const shown = (mark: string) => {
    const at = (marked.get(mark) ?? NaN) - pressed
    expect(at).toBeGreaterThan(0)
    return at
  }
  // The spec's loading screen (section 9: 500 ms) is kept whole, however early the rest is; the
  // marks are frames, so give or take one.
  expect(shown('loading screen ended') - shown('loading screen shown')).toBeGreaterThan(480)
  const times: Record<SignInStep, number> = {
    'login call answered': arrived((url) => url.pathname === '/api/auth/login'),
    'session check answered': arrived((url) => url.pathname === '/api/auth/client-auth-check'),
    'signed-in code loaded': arrived(
      (url) => /^\/assets\/.*\.(js|css)$/.test(url.pathname) && !served.includes(url.href),
    ),
    'advertisers answered': arrived((url) => url.pathname === '/api/advertisers'),
    'loading screen ended': shown('loading screen ended'),
    'dashboard usable': shown('dashboard usable'),
  }
  opened.expectClean()
  return { ...opened, times }
}

/**
 * Run in the page before Login is pressed: marks when the press's click event happened ('login
 * pressed'), and the first frame after the loading screen shows ('loading screen shown'), the
 * dashboard's heading shows ('loading screen ended') and its advertiser dropdown is enabled
 * ('dashboard usable').
 */
function markSignInSteps() {
  document.addEventListener(
    'click',
    (event) => performance.mark('login pressed', { startTime: event.timeStamp }),
    { capture: true, once: true },
  )
  const pending = new Map<string, () => boolean>([
    [
      'loading screen shown',
      () =>
        [...document.querySelectorAll('[role="status"]')].some(
          (status) => status.textContent === 'Loading…',
        ),
    ],
    [
      'loading screen ended',
      () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'Dashboard'),
    ],
    [
      'dashboard usable',
      () =>
        [...document.querySelectorAll('select')].some(
          (select) =>
            !select.disabled &&
            [...select.labels].some((label) => label.textContent === 'Advertiser'),
        ),
    ],
  ])
  const observer = new MutationObserver(() => {
    for (const [name, shows] of pending) {
      if (!shows()) continue
      pending.delete(name)
      requestAnimationFrame(() => setTimeout(() => performance.mark(name)))
    }
    if (pending.size === 0) observer.disconnect()
  })
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
}

/** Logs the signed-in client of `timeSignIn` out, checks it, and closes the page. */
async function logOutAndClose({
  page,
  expectClean,
  close,
}: Awaited<ReturnType<typeof timeSignIn>>) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByText('Logged out successfully!').waitFor()
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(await readStored(page, 'token')).toBeNull()
  expectClean()
  await close()
}

describe('signing in and out, through nginx', () => {
  it('sends a signed-out visitor of any page to sign-in', async () => {
    const { page, expectClean, close } = await openPage(browser)
    for (const path of ['/', '/settings', '/facebook-analytics', '/no-such-page']) {
      await page.goto(`${portalUrl}${path}`)
      await page.getByRole('heading', { name: 'Sign in' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/login')
    }
    await page.goto(`${portalUrl}/forgot-password`)
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/forgot-password')
    expectClean()
    await close()
  })

  it('signs the demo client in to /client, measuring how fast, and out again', async () => {
    const first = await openPage(browser)
    await first.page.goto(`${portalUrl}/login`)
    const paint = await first.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (entry) resolve(entry.startTime)
          }).observe({ type: 'paint', buffered: true })
        }),
    )
    report('first contentful paint of /login', paint)
    first.expectClean()
    await first.close()

    // Five sign-ins, each in a fresh context (nothing cached), and the median of each step.
    const runs: Record<SignInStep, number>[] = []
    for (let run = 0; run < 5; run++) {
      const signedIn = await timeSignIn(browser)
      runs.push(signedIn.times)
      if (run < 4) await signedIn.close()
      else await logOutAndClose(signedIn)
    }
    const medianOf = (step: SignInStep) => median(runs.map((times) => times[step]))
    for (const step of signInSteps) {
      report(`login pressed to ${step} (median of ${runs.length})`, medianOf(step))
    }
    // The figure the run has always printed, now the median from the press reaching the page.
    report('login submitted to dashboard usable', medianOf('dashboard usable'))
    // Issue 13's goal, the spec's 500 ms loading screen included (it was about 1,000 ms measured
    // this way, 1,450 ms from the test driver's side).
    expect(medianOf('dashboard usable')).toBeLessThan(700)
  })

  it('says what went wrong with a wrong password', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login`)
    await page.getByLabel('Email').fill(demoUser.email)
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password.')
    // The browser itself logs the refused request; nothing else may appear.
    expectClean(/status of 401/)
    await close()
  })

  it('sends reset instructions', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/forgot-password`)
    await page.getByLabel('Email').fill(demoUser.email)
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click()
    await page.getByText('Password reset instructions have been sent to your email.').waitFor()
    await page.getByRole('button', { name: 'Back to Login' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expectClean()
    await close()
  })

  it('keeps a signed-in client off /login and sends / to the dashboard', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await signIn(page)
    for (const path of ['/login', '/']) {
      await page.goto(`${portalUrl}${path}`)
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/dashboard')
    }
    expectClean()
    await close()
  })
})

describe('coming back to the page after sign-in, through nginx (issue 10)', () => {
  const apiOrigin = inject('apiOrigin')
  const sessionEnded = 'Your session has ended. Please sign in again.'
  /** A report page with one of the demo client's advertisers (adv-001) in its query. */
  const reportAddress = '/facebook-analytics?advertiser=adv-001'

  /** Puts one fault in front of the shared backend; none starts it afresh. */
  async function setFault(endpoint?: Endpoint, fault?: Fault) {
    await fetch(`${apiOrigin}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint, fault }),
    })
  }

  /** A session token straight from the backend. */
  async function backendToken(): Promise<string> {
    const response = await fetch(`${apiOrigin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
    })
    return ((await response.json()) as { token: string }).token
  }

  /** A session stored as an earlier visit would have left it. */
  function storedSession(token: string): Stored {
    return { token, email: demoUser.email }
  }

  /** The path and query the page is at. */
  function addressOf(page: Page) {
    const url = new URL(page.url())
    return `${url.pathname}${url.search}`
  }

  /** Sign-in's `next`, as the address bar holds it. */
  function nextOf(page: Page) {
    const url = new URL(page.url())
    expect(url.pathname).toBe('/login')
    return url.searchParams.get('next')
  }

  /** Fills in the form on the sign-in page the browser is at, and sends it. */
  async function signInHere(page: Page) {
    await page.getByLabel('Email').fill(demoUser.email)
    await page.getByLabel('Password').fill(demoUser.password)
    await page.getByRole('button', { name: 'Login' }).click()
  }

  it('brings a pasted deep link back after sign-in, query kept, through a reload', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}${reportAddress}`)
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(nextOf(page)).toBe(reportAddress)
    await page.reload()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(nextOf(page)).toBe(reportAddress)
    // Signed out, not ended: nothing to say.
    expect(await page.getByText(sessionEnded).count()).toBe(0)
    await signInHere(page)
    await page.getByRole('heading', { name: 'Facebook Analytics' }).waitFor()
    await expect.poll(() => addressOf(page)).toBe(reportAddress)
    expectClean()
    await close()
  })

  it('ends a session refused with 401 mid-page with the message, and comes back', async () => {
    onTestFinished(() => setFault())
    const stored = storedSession(await backendToken())
    const { page, expectClean, close } = await openPage(browser, { stored })
    await page.goto(`${portalUrl}${reportAddress}`)
    const select = page.getByRole('combobox', { name: 'Advertiser' })
    await expect.poll(() => select.isEnabled()).toBe(true)

    // The server stops accepting the token; returning to the tab re-checks it (spec section 4).
    await setFault('authCheck', 'unauthorized')
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await page.getByText(sessionEnded).waitFor()
    expect(nextOf(page)).toBe(reportAddress)
    expect(await readStored(page, 'token')).toBeNull()
    expect(await page.getByRole('alert').count()).toBe(0)

    await setFault()
    await signInHere(page)
    await page.getByRole('heading', { name: 'Facebook Analytics' }).waitFor()
    await expect.poll(() => addressOf(page)).toBe(reportAddress)
    expect(await page.getByText(sessionEnded).count()).toBe(0)
    // The browser itself logs the refused request; nothing else may appear.
    expectClean(/status of 401/)
    await close()
  })

  it('ends a session whose token expired while the portal was shut, and comes back', async () => {
    const expired = makeToken({
      role: demoUser.role,
      email: demoUser.email,
      advertisers: [],
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    const { page, expectClean, close } = await openPage(browser, { stored: storedSession(expired) })
    const sentExpired: string[] = []
    page.on('request', (request) => {
      if (request.headers().authorization?.includes(expired)) sentExpired.push(request.url())
    })
    await page.goto(`${portalUrl}/settings`)
    await page.getByText(sessionEnded).waitFor()
    expect(nextOf(page)).toBe('/settings')
    expect(await readStored(page, 'token')).toBeNull()

    await signInHere(page)
    await page.getByRole('heading', { name: 'Settings' }).waitFor()
    expect(addressOf(page)).toBe('/settings')
    // An expired token is never sent.
    expect(sentExpired).toEqual([])
    expectClean()
    await close()
  })

  it.each([
    ['an absolute URL', 'https://evil.test/settings'],
    ['a protocol-relative host', '//evil.test/settings'],
    ['a backslash host', '/\\evil.test'],
    ['a script', 'javascript:alert(document.domain)'],
    ['a tab a browser drops', '/\t/evil.test'],
  ])('ignores %s in next: the client lands on /client', async (_what, next) => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login?next=${encodeURIComponent(next)}`)
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await signInHere(page)
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
    expect(new URL(page.url()).origin).toBe(new URL(portalUrl).origin)
    expect(addressOf(page)).toBe('/client')
    expectClean()
    await close()
  })
})
