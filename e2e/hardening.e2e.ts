import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import {
  appTakesOver,
  launch,
  openPage,
  portalUrl,
  storedInPage,
  reportOrigin,
  signIn,
} from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('security', () => {
  it('never puts the token in a URL, a log line or a report request, nor a password in a log', async () => {
    const { page, expectClean, close } = await openPage(browser)
    const logged: string[] = []
    const requests: { url: string; headers: Record<string, string> }[] = []
    page.on('console', (message) => logged.push(message.text()))
    page.on('request', (request) =>
      requests.push({ url: request.url(), headers: request.headers() }),
    )

    // A wrong password first: the portal logs the failed sign-in, a line a password could reach.
    const wrongPassword = 'wrong-secret-0'
    await page.goto(`${portalUrl}/login`)
    await appTakesOver(page)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUser.email)
    await page.getByLabel('Password *', { exact: true }).fill(wrongPassword)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page
      .getByRole('alert')
      .filter({ has: page.getByText('Invalid email or password.', { exact: true }) })
      .waitFor()
    await signIn(page)
    const token = (await storedInPage(page, 'token')) ?? ''
    expect(token.length).toBeGreaterThan(20)

    await page.goto(`${portalUrl}/facebook-analytics`)
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)
    await select.selectOption('Northwind Outdoor Co.')
    await page.getByRole('button', { name: 'View Report', exact: true }).click()
    await page
      .frameLocator('iframe')
      .getByRole('heading', { name: 'Facebook performance', exact: true })
      .waitFor()

    await page.goto(`${portalUrl}/settings`)
    await page.getByRole('button', { name: 'Edit Password', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Password', exact: true })
    await dialog.getByLabel('New Password *', { exact: true }).fill('secret-new-1')
    await dialog.getByLabel('Confirm Password *', { exact: true }).fill('secret-new-2')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.getByText('Passwords do not match.', { exact: true }).waitFor()

    // The calls that carried the token are among the requests looked at, and the frame's.
    const carried = requests.filter((request) => request.headers.authorization?.includes(token))
    expect(carried.length).toBeGreaterThan(0)
    const toReports = requests.filter((request) => request.url.startsWith(reportOrigin))
    expect(toReports.length).toBeGreaterThan(0)
    for (const request of requests) expect(request.url).not.toContain(token)
    expect(toReports[0]?.headers.referer).toBeUndefined()
    for (const request of toReports) {
      expect(request.headers.authorization).toBeUndefined()
      // The frame sends no referrer: report hosts never see the portal's paths. (The report
      // page's own files name the report page, on its own host; that is not the portal.)
      expect(request.headers.referer ?? '').not.toContain(portalUrl)
    }
    // The lines looked at hold the failed sign-in's.
    expect(logged).toContainEqual(expect.stringContaining('Signing in failed.'))
    for (const line of logged) {
      expect(line).not.toContain(token)
      for (const password of [demoUser.password, wrongPassword, 'secret-new-1', 'secret-new-2']) {
        expect(line).not.toContain(password)
      }
    }
    // The browser itself logs the refused sign-in; nothing else may appear.
    expectClean(/status of 401/)
    await close()
  })
})
