import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUser } from '../src/mocks/fixtures'
import { launch, openPage, portalUrl, readStored, report, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

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
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login`)
    const paint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (entry) resolve(entry.startTime)
          }).observe({ type: 'paint', buffered: true })
        }),
    )
    report('first contentful paint of /login', paint)

    await page.getByLabel('Email').fill(demoUser.email)
    await page.getByLabel('Password').fill(demoUser.password)
    const submitted = Date.now()
    await page.getByRole('button', { name: 'Login' }).click()
    const select = page.getByRole('combobox', { name: 'Advertiser' })
    await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true)
    report('login submitted to dashboard usable', Date.now() - submitted)
    expect(new URL(page.url()).pathname).toBe('/client')
    expect(await readStored(page, 'email')).toBe(demoUser.email)

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByText('Logged out successfully!').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await readStored(page, 'token')).toBeNull()
    expectClean()
    await close()
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
