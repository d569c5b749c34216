import type { Browser, Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Endpoint } from '../src/mocks/handlers'
import { demoUser } from '../src/mocks/fixtures'
import { storageKeys } from '../src/storage/browserStorage'
import { launch, openPage, portalUrl, readStored } from './browser'
import { serverErrorText, type Fault } from './servers'

/**
 * The fault matrix: each of the nine calls of spec section 7, with each fault. After every
 * cell the user sees what section 8 says (or, where it says to only log, a usable page), no
 * uncaught error or unexpected console error appeared, the page is not blank, and what was
 * typed is still there.
 */
const apiOrigin = inject('apiOrigin')
const faults = [
  'serverErrorText',
  'serverError',
  'network',
  'notJson',
  'wrongShape',
  'slow',
] as const

/** What the user should see after the call failed this way. */
type Outcome =
  | { readonly alert: string }
  | { readonly status: string }
  | { readonly signedOut: true }
  | { readonly quiet: true }

interface Row {
  readonly endpoint: Endpoint
  /** Where the call is made from; signed in unless `signedOut`. */
  readonly path: string
  readonly signedOut?: boolean
  /** The page makes the call as it opens, so the fault goes in before the visit. */
  readonly onArrival?: boolean
  /** Makes the call, after any steps before it. */
  act(page: Page): Promise<void>
  readonly outcome: (fault: Fault) => Outcome
  /** What was typed, checked after the failure. */
  typed?(page: Page): Promise<void>
}

async function setFault(endpoint?: Endpoint, fault?: Fault) {
  await fetch(`${apiOrigin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint, fault }),
  })
}

/** A session token straight from the backend, so a cell starts signed in without the UI. */
async function token(): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
  })
  return ((await response.json()) as { token: string }).token
}

const network = 'A network error occurred. Please try again.'
const byFault =
  (texts: { text: string; fallback: string; network: string }, ok?: Outcome) =>
  (fault: Fault): Outcome => {
    if (fault === 'serverErrorText') return { alert: texts.text }
    if (fault === 'serverError') return { alert: texts.fallback }
    if (fault === 'network' || fault === 'slow') return { alert: texts.network }
    return ok ?? { alert: texts.fallback }
  }

async function chooseNorthwind(page: Page) {
  const select = page.getByRole('combobox', { name: 'Advertiser' })
  await expect.poll(() => select.isEnabled()).toBe(true)
  await select.selectOption('Northwind Outdoor Co.')
}

const rows: Row[] = [
  {
    endpoint: 'login',
    path: '/login',
    signedOut: true,
    act: async (page) => {
      await page.getByLabel('Email').fill(demoUser.email)
      await page.getByLabel('Password').fill(demoUser.password)
      await page.getByRole('button', { name: 'Login' }).click()
    },
    outcome: byFault({
      text: serverErrorText('login'),
      fallback: 'Invalid email or password.',
      network: 'An unexpected error occurred. Please try again.',
    }),
    typed: async (page) => {
      expect(await page.getByLabel('Email').inputValue()).toBe(demoUser.email)
      expect(await page.getByLabel('Password').inputValue()).toBe(demoUser.password)
    },
  },
  {
    endpoint: 'authCheck',
    onArrival: true,
    path: '/dashboard',
    act: async () => {},
    // Section 8: the session is cleared silently, whatever went wrong.
    outcome: () => ({ signedOut: true }),
  },
  {
    endpoint: 'forgotPassword',
    path: '/forgot-password',
    signedOut: true,
    act: async (page) => {
      await page.getByLabel('Email').fill(demoUser.email)
      await page.getByRole('button', { name: 'Send Reset Instructions' }).click()
    },
    // The success body is never read, so any 200 is a success.
    outcome: byFault(
      {
        text: serverErrorText('forgotPassword'),
        fallback: 'Unable to process your request.',
        network: 'An unexpected error occurred. Please try again later.',
      },
      { status: 'Password reset instructions have been sent to your email.' },
    ),
    typed: async (page) => {
      expect(await page.getByLabel('Email').inputValue()).toBe(demoUser.email)
    },
  },
  {
    endpoint: 'advertisers',
    onArrival: true,
    path: '/facebook-analytics',
    act: async () => {},
    outcome: () => ({ alert: 'Failed to load advertisers.' }),
  },
  {
    endpoint: 'logout',
    path: '/dashboard',
    act: async (page) => {
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
      await page.getByRole('button', { name: 'Logout' }).click()
    },
    outcome: (fault) =>
      fault === 'notJson' || fault === 'wrongShape'
        ? { status: 'Logged out successfully!' }
        : { alert: 'An error occurred during logout.' },
  },
  {
    endpoint: 'optimization',
    path: '/ai-optimizations',
    act: chooseNorthwind,
    // Section 8: only logged; the page stays usable with empty values.
    outcome: () => ({ quiet: true }),
  },
  {
    endpoint: 'userQuery',
    onArrival: true,
    path: '/notifications',
    act: async () => {},
    outcome: byFault({
      text: serverErrorText('userQuery'),
      fallback: 'Failed to fetch user data.',
      network,
    }),
  },
  {
    endpoint: 'profile',
    onArrival: true,
    path: '/settings',
    act: async () => {},
    outcome: byFault({
      text: serverErrorText('profile'),
      fallback: 'Failed to fetch profile data.',
      network,
    }),
  },
  {
    endpoint: 'updatePassword',
    path: '/settings',
    act: async (page) => {
      await page.getByRole('button', { name: 'Edit Password' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Password' })
      await dialog.getByLabel('New Password').fill('typed-new-pass')
      await dialog.getByLabel('Confirm Password').fill('typed-new-pass')
      await dialog.getByRole('button', { name: 'Save' }).click()
    },
    // The success body is never read, so any 200 is a success (and the dialog closes).
    outcome: byFault(
      {
        text: serverErrorText('updatePassword'),
        fallback: 'Failed to update password.',
        network,
      },
      { status: 'Password updated successfully!' },
    ),
    typed: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Edit Password' })
      if (!(await dialog.isVisible())) return
      expect(await dialog.getByLabel('New Password').inputValue()).toBe('typed-new-pass')
      expect(await dialog.getByLabel('Confirm Password').inputValue()).toBe('typed-new-pass')
    },
  },
]

let browser: Browser
let cells = 0
beforeAll(async () => {
  browser = await launch()
})
// Also resets the backend's state: a slow call may still change it after its cell ended.
afterEach(() => setFault())
afterAll(async () => {
  console.log(`[fault matrix] ${cells} of ${rows.length * (faults.length + 1)} cells held`)
  await browser.close()
})

async function open(row: Row) {
  const session = await openPage(browser)
  if (!row.signedOut) {
    const signedIn = await token()
    await session.context.addInitScript(
      ({ keys, token, email }) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem(keys.token, token)
          localStorage.setItem(keys.email, email)
          sessionStorage.setItem('e2e-seeded', '1')
        }
      },
      { keys: storageKeys, token: signedIn, email: demoUser.email },
    )
  }
  return session
}

async function expectOutcome(page: Page, outcome: Outcome) {
  if ('alert' in outcome) {
    await page.getByText(outcome.alert, { exact: true }).waitFor({ timeout: 8000 })
    expect(await page.getByText(outcome.alert, { exact: true }).getAttribute('role')).toBe('alert')
  } else if ('status' in outcome) {
    await page.getByText(outcome.status, { exact: true }).waitFor({ timeout: 8000 })
  } else if ('signedOut' in outcome) {
    await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 8000 })
    expect(await readStored(page, 'token')).toBeNull()
    expect(await page.getByRole('alert').count()).toBe(0)
  } else {
    // Give the call time to fail, then the page must be as usable as before.
    await page.waitForTimeout(2500)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'Ad Spend' }).inputValue()).toBe('')
    expect(await page.getByRole('combobox', { name: 'Advertiser' }).isEnabled()).toBe(true)
  }
  // Never a blank page.
  expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0)
}

/** Browser reports of failed requests are expected here; nothing else may reach the console. */
const expectedConsole = /Failed to load resource/

/** Leaves the page inside the portal, so the page that made the call unmounts mid-call. */
async function leave(page: Page, row: Row) {
  if (row.endpoint === 'login') await page.getByRole('link', { name: 'Forgot Password' }).click()
  else if (row.endpoint === 'forgotPassword') {
    await page.getByRole('button', { name: 'Back to Login' }).click()
  } else if (row.endpoint === 'authCheck' || row.endpoint === 'updatePassword') {
    // Nothing to click while the session is checked, nor past the modal dialog while the
    // password saves (it waits, on purpose): the user leaves by another address.
    await page.goto(`${portalUrl}/forgot-password`)
  } else if (row.path === '/dashboard') {
    await page.getByRole('link', { name: /^Settings/ }).click()
  } else await page.getByRole('link', { name: 'Back to Dashboard' }).click()
}

/** Opens the row's page with the fault in place: before the visit, or before the action. */
async function arrive(page: Page, row: Row, fault: Fault) {
  if (row.onArrival) await setFault(row.endpoint, fault)
  await page.goto(`${portalUrl}${row.path}`)
  if (!row.onArrival) {
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await setFault(row.endpoint, fault)
  }
  await row.act(page)
}

describe.each(rows)('the $endpoint call', (row) => {
  it.each(faults)('%s', async (fault) => {
    const { page, expectClean, close } = await open(row)
    await arrive(page, row, fault)
    await expectOutcome(page, row.outcome(fault))
    await row.typed?.(page)
    expectClean(expectedConsole)
    await close()
    cells += 1
  })

  it('leave while the call runs', async () => {
    const { page, expectClean, close } = await open(row)
    await arrive(page, row, 'slow')
    await leave(page, row)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // Past the slow reply (4 s): whatever arrives late must find nothing to break.
    await page.waitForTimeout(4500)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0)
    expectClean(expectedConsole)
    await close()
    cells += 1
  })
})
