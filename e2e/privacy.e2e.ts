import type { Browser, Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '../src/mocks/handlers'
import { advertiserRecords, demoUser } from '../src/mocks/fixtures'
import { launch, openPage, portalUrl, storedInPage, signIn, shownMessage } from './browser'
import type { Fault } from './servers'
import { portal } from './portal'

/**
 * Nothing personal in the console (SECURITY.md): across a whole journey, failures
 * included, no console line names the user (email, name, mobile), an advertiser (name or id),
 * the token or a password, as typed or as they appear in a URL.
 */
const apiOrigin = portal.apiOrigin
const newPassword = 'privacy-new-pass'

async function setFault(endpoint?: Endpoint, fault?: Fault) {
  await fetch(`${apiOrigin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint, fault }),
  })
}

/** Every console line of the page and its frames, and every uncaught error. */
function recordConsole(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => lines.push(`page error: ${error.stack ?? error.message}`))
  return lines
}

/** What may never be logged, each also as a URL carries it. */
function secrets(token: string): string[] {
  const advertisers = advertiserRecords.flatMap((record) => [
    'advertiser' in record ? record.advertiser : record.name,
    '_id' in record ? record._id : 'id' in record ? record.id : record.advertiserId,
  ])
  const plain = [
    demoUser.email,
    demoUser.name,
    demoUser.mobile ?? '',
    demoUser.password,
    newPassword,
    token,
    ...advertisers,
  ]
  const encoded = plain.flatMap((text) => [
    encodeURIComponent(text),
    new URLSearchParams({ text }).toString().slice('text='.length),
  ])
  return [...new Set([...plain, ...encoded])].filter((text) => text.length > 0)
}

/** The lines that name a secret, with the secret each names (letter case ignored). */
function leaks(lines: readonly string[], secretList: readonly string[]) {
  return lines.flatMap((line) =>
    secretList
      .filter((secret) => line.toLowerCase().includes(secret.toLowerCase()))
      .map((secret) => ({ secret, line })),
  )
}

async function choose(page: Page, advertiser: string) {
  const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
  await expect.poll(() => select.isEnabled()).toBe(true)
  await select.selectOption(advertiser)
}

/** Sign in, choose, a report, the AI page, Settings (a new password), Notifications (Save). */
async function journey(page: Page) {
  await signIn(page)
  await choose(page, 'Northwind Outdoor Co.')

  await page.goto(`${portalUrl}/facebook-analytics`)
  await choose(page, 'Northwind Outdoor Co.')
  await page.getByRole('button', { name: 'View Report', exact: true }).click()
  await page
    .frameLocator('iframe')
    .getByRole('heading', { name: 'Facebook performance', exact: true })
    .waitFor()

  await page.goto(`${portalUrl}/ai-optimizations`)
  await choose(page, 'Brightline Dental Group')
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Ad Spend', exact: true }).inputValue())
    .not.toBe('')

  await page.goto(`${portalUrl}/settings`)
  await page.getByRole('button', { name: 'Edit Password', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Password', exact: true })
  await dialog.getByLabel('New Password *', { exact: true }).fill(newPassword)
  await dialog.getByLabel('Confirm Password *', { exact: true }).fill(newPassword)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await shownMessage(page, 'Password updated successfully!').waitFor()

  await page.goto(`${portalUrl}/notifications`)
  await page.getByRole('checkbox', { name: 'SMS Updates', exact: true }).check()
  await page
    .getByRole('textbox', { name: 'Mobile number', exact: true })
    .fill(demoUser.mobile ?? '')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await shownMessage(
    page,
    'Saving preferences is not available yet. Your choices have not been saved.',
  ).waitFor()
}

/** Calls that fail, each logged by the portal: the lines most likely to carry data. */
async function failures(page: Page) {
  await setFault('advertisers', 'serverErrorText')
  await page.goto(`${portalUrl}/facebook-analytics`)
  await page.getByText('Failed to load advertisers.', { exact: true }).waitFor()

  await setFault('optimization', 'serverError')
  await page.goto(`${portalUrl}/ai-optimizations`)
  const failed = page.waitForResponse((response) =>
    response.url().includes('/api/advertiser-optimizations/'),
  )
  // This page only logs the failure (spec section 8): its line is what to wait for before
  // leaving, or a busy machine leaves first and the scan never reads it.
  const logged = page.waitForEvent('console', (message) =>
    message.text().startsWith('Loading optimization data failed.'),
  )
  await choose(page, 'Atlas Home Services')
  expect((await failed).status()).toBe(500)
  await logged

  await setFault('userQuery', 'network')
  await page.goto(`${portalUrl}/notifications`)
  await page.getByText('A network error occurred. Please try again.', { exact: true }).waitFor()

  await setFault('profile', 'serverError')
  await page.goto(`${portalUrl}/settings`)
  await page.getByText('Failed to fetch profile data.', { exact: true }).waitFor()
  await setFault()

  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await shownMessage(page, 'Logged out successfully!').waitFor()
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
// Also starts the backend afresh: the journey changed the demo user's password.
afterEach(() => setFault())
afterAll(() => browser.close())

describe('the console', () => {
  it('names no user, advertiser, token or password in a whole journey with failures', async () => {
    const { page, expectClean, close } = await openPage(browser)
    const lines = recordConsole(page)
    await journey(page)
    const token = (await storedInPage(page, 'token')) ?? ''
    await failures(page)

    expect(token.length).toBeGreaterThan(20)
    // The failures were logged, so the scan read the lines that matter.
    expect(lines.filter((line) => line.includes(' failed.')).length).toBeGreaterThanOrEqual(4)
    expect(leaks(lines, secrets(token))).toEqual([])
    expectClean(/Failed to load resource/)
    await close()
  })

  it('would see a leak: the scan finds one injected into the page', async () => {
    const { page, close } = await openPage(browser)
    const lines = recordConsole(page)
    await page.goto(`${portalUrl}/login`)
    await page.evaluate((email) => {
      // How the console read before: a failed call's path with its query, and an advertiser.
      const error = new Error(`HTTP 500 for /api/advertisers?email=${encodeURIComponent(email)}`)
      console.warn('Loading advertisers failed.', error)
      console.warn('The Facebook report link of Northwind Outdoor Co. uses javascript:')
      console.info('Loading optimization data for ADV-001 failed.')
    }, demoUser.email)
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(3)
    expect(leaks(lines, secrets('')).map(({ secret }) => secret)).toEqual([
      encodeURIComponent(demoUser.email),
      'Northwind Outdoor Co.',
      'adv-001',
    ])
    await close()
  })
})
