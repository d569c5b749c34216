// Timed by the bench (`npm run bench`, scripts/bench.mjs), alone, so its figures measure the
// portal, not the machine's other work; not part of `npm test`: a figure says how fast, not
// whether the portal works.
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUser } from '../../src/mocks/fixtures'
import { launch, openPage, portalUrl, storedInPage } from '../browser'
import { figure, median } from './figures'

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
  await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
  await page.getByLabel('Password *', { exact: true }).fill(demoUser.password)
  await page.evaluate(markSignInSteps)

  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
  await page.getByRole('combobox', { name: 'Advertiser', disabled: false, exact: true }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/client')
  expect(await storedInPage(page, 'email')).toBe(demoUser.email)

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
  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await page.getByText('Logged out successfully!', { exact: true }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(await storedInPage(page, 'token')).toBeNull()
  expectClean()
  await close()
}

describe('signing in, through nginx', () => {
  it('times signing the demo client in to /client (median of 5; budget 700 ms), and out again', async () => {
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
    figure('first contentful paint of /login', paint)
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
      figure(`login pressed to ${step} (median of ${runs.length})`, medianOf(step))
    }
    // The figure the run has always printed, the median from the press reaching the page, within
    // issue 13's budget, the spec's 500 ms loading screen included (it was about 1,000 ms
    // measured this way, 1,450 ms from the test driver's side).
    figure('login submitted to dashboard usable', medianOf('dashboard usable'), 700)
  })
})
