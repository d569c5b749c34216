import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleAgency } from '../src/mocks/brand'
import { deployBrand, launch, openPage, portalUrl, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** The computed background colour of the Login button. */
function loginButtonColour(page: Page) {
  return page
    .getByRole('button', { name: 'Login', exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor)
}

describe('an agency’s brand from config.json, in the production build (issue 12)', () => {
  it('names the product in the header and every tab title, and fills buttons with its accent', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await deployBrand(page, sampleAgency)
    await page.goto(`${portalUrl}/login`)
    await page.getByRole('img', { name: sampleAgency.name, exact: true }).waitFor()
    expect(await page.title()).toBe(`Sign in · ${sampleAgency.name}`)
    await expect.poll(() => loginButtonColour(page)).toBe('rgb(163, 64, 26)')
    await expect
      .poll(() =>
        page
          .getByText(`Welcome to ${sampleAgency.name}. Sign in to see your reports.`, {
            exact: true,
          })
          .count(),
      )
      .toBe(1)

    await signIn(page)
    const header = page.getByRole('banner')
    await header.getByRole('img', { name: sampleAgency.name, exact: true }).waitFor()
    expect(await page.title()).toBe(`Dashboard · ${sampleAgency.name}`)
    // The spec's 'powered by' logo stays the portal's own.
    await page
      .getByRole('link', { name: 'powered by Client Portal (dashboard)', exact: true })
      .waitFor()
    expectClean()
    await close()
  })

  it('shows the name when the logo does not load, and says so', async () => {
    const { page, warnings: lines, expectClean, close } = await openPage(browser)
    await deployBrand(page, sampleAgency, { logoMissing: true })
    await page.goto(`${portalUrl}/login`)
    await page.getByText(sampleAgency.name, { exact: true }).waitFor()
    expect(await page.getByRole('img', { name: sampleAgency.name }).count()).toBe(0)
    expect(lines).toContain(
      `The brand logo ${sampleAgency.logoUrl} did not load; showing the name instead.`,
    )
    // The browser itself reports the failed image request.
    expectClean(/404/)
    await close()
  })

  it('keeps its own colours for an accent white text cannot be read on, and names it', async () => {
    const { page, warnings: lines, expectClean, close } = await openPage(browser)
    await deployBrand(page, { name: 'Sunny Media', accentColor: '#ffcc00' })
    await page.goto(`${portalUrl}/login`)
    await page.getByText('Sunny Media', { exact: true }).waitFor()
    expect(await page.title()).toBe('Sign in · Sunny Media')
    expect(lines).toContain(
      'config.json: brand.accentColor gives white button text a contrast of 1.51:1, under 4.5:1; ignored.',
    )
    // The portal's own indigo (tokens.css's --color-brand).
    expect(await loginButtonColour(page)).toBe('rgb(51, 65, 196)')
    expectClean()
    await close()
  })

  it('looks as it always has without a brand', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.goto(`${portalUrl}/login`)
    await page.getByText('Client Portal', { exact: true }).waitFor()
    expect(await page.title()).toBe('Sign in · Client Portal')
    expect(await loginButtonColour(page)).toBe('rgb(51, 65, 196)')
    expectClean()
    await close()
  })
})

describe('the dark theme, in the production build (issue 12)', () => {
  it('follows the system: dark surfaces and light text when the system asks for dark', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`${portalUrl}/login`)
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor()
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body)
      return { background: style.backgroundColor, text: style.color }
    })
    expect(lightness(colours.background)).toBeLessThan(0.2)
    expect(lightness(colours.text)).toBeGreaterThan(0.8)
    // Switched back, the page follows (once its colour transition, if any, has run).
    await page.emulateMedia({ colorScheme: 'light' })
    await expect
      .poll(async () =>
        lightness(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
      )
      .toBeGreaterThan(0.9)
    expectClean()
    await close()
  })
})

/** 0 (black) to 1 (white): the mean of an `rgb(r, g, b)` colour's channels. */
function lightness(colour: string) {
  const parts =
    colour
      .match(/\d+(\.\d+)?/g)
      ?.slice(0, 3)
      .map(Number) ?? []
  expect(parts).toHaveLength(3)
  return parts.reduce((sum, part) => sum + part, 0) / 3 / 255
}
