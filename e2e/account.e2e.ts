import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import { launch, openSignedIn, portalUrl, signIn, shownMessage } from './browser'
import { portal } from './portal'
import { dashboardTile } from './tiles'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

describe('AI Optimizations, Notifications and Settings, through nginx', () => {
  it('shows an advertiser’s KPIs and notes', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}/dashboard`)
    await dashboardTile(page, 'Sherloc').click()
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled()).toBe(true)
    await select.selectOption('Northwind Outdoor Co.')
    await expect
      .poll(() => page.getByRole('textbox', { name: 'ROAS', exact: true }).inputValue())
      .toBe('3.86x')
    expect(
      await page.getByRole('textbox', { name: 'Campaign Notes:', exact: true }).inputValue(),
    ).toContain('Spring outdoor push')
    expectClean()
    await close()
  })

  it('shows where notifications go, and Save makes no call', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}/dashboard`)
    await dashboardTile(page, 'Notifications').click()
    await page.getByText(demoUser.email, { exact: true }).waitFor()
    expect(
      await page.getByRole('checkbox', { name: 'Email Updates', exact: true }).isChecked(),
    ).toBe(true)
    await page.getByRole('checkbox', { name: 'SMS Updates', exact: true }).check()
    expect(await page.getByPlaceholder('Enter mobile number', { exact: true }).inputValue()).toBe(
      demoUser.mobile,
    )
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await shownMessage(
      page,
      'Saving preferences is not available yet. Your choices have not been saved.',
    ).waitFor()
    expect(requests).toEqual([])
    expectClean()
    await close()
  })

  it('changes the password in the dialog, and the new one signs in', async () => {
    const { page, expectClean, close } = await openSignedIn(browser)
    await page.goto(`${portalUrl}/dashboard`)
    // The backend is shared by every test file: start it afresh (the demo password back)
    // whatever happens.
    onTestFinished(async () => {
      await fetch(`${portal.apiOrigin}/__faults`, { method: 'POST', body: '{}' })
      await close()
    })
    await dashboardTile(page, 'Settings').click()
    await page.getByText('Dana Whitfield', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Edit Password', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Password', exact: true })
    await dialog.getByLabel('New Password *', { exact: true }).fill('e2e-new-password')
    await dialog.getByLabel('Confirm Password *', { exact: true }).fill('e2e-other')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.getByText('Passwords do not match.', { exact: true }).waitFor()
    await dialog.getByLabel('Confirm Password *', { exact: true }).fill('e2e-new-password')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await shownMessage(page, 'Password updated successfully!').waitFor()
    expect(await dialog.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    await shownMessage(page, 'Logged out successfully!').waitFor()
    await signIn(page, 'e2e-new-password')
    expectClean()
  })
})
