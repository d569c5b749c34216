// Timed by the bench (`npm run bench`, scripts/bench.mjs), alone, so its figures measure the
// portal, not the machine's other work; not part of `npm test`: a figure says how fast, not
// whether the portal works.
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedAdvertisers, scaleUser } from '../../src/mocks/fixtures'
import { launch, openPage, portalUrl } from '../browser'
import { figure, median } from './figures'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** Milliseconds from choosing an advertiser to the next frame, measured in the page. */
function timeChoice(page: Page, name: string): Promise<number> {
  return page.evaluate(async (choice) => {
    const select = document.querySelector('select') as HTMLSelectElement
    const start = performance.now()
    select.value = choice
    select.dispatchEvent(new Event('change', { bubbles: true }))
    // The next frame, then a task after it: the page is rendered and laid out by then.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    return performance.now() - start
  }, name)
}

async function medianChoice(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
  await expect.poll(() => select.isEnabled(), { timeout: 15_000 }).toBe(true)
  const names = generatedAdvertisers(2000)
    .filter((_, index) => index % 397 === 0)
    .map((record) => record.advertiser)
  await timeChoice(page, names[names.length - 1] ?? '') // a warm-up, not counted
  const times: number[] = []
  for (const name of names) {
    times.push(await timeChoice(page, name))
    expect(await select.inputValue()).toBe(name)
  }
  figure(
    `choosing one of 2,000 advertisers on ${label} (median of ${times.length})`,
    median(times),
    100,
  )
}

/** Types `text` into 'Find advertiser' a key at a time: ms from each key to the next frame. */
function timeKeystrokes(page: Page, text: string): Promise<number[]> {
  return page.evaluate(async (typed) => {
    const input = document.querySelector('input[type="search"]') as HTMLInputElement
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    const times: number[] = []
    for (let length = 1; length <= typed.length; length++) {
      const start = performance.now()
      setValue?.call(input, typed.slice(0, length))
      input.dispatchEvent(new Event('input', { bubbles: true }))
      // The next frame, then a task after it: the list is rendered and laid out by then.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      times.push(performance.now() - start)
    }
    return times
  }, text)
}

/** Signs in the demo client with 2,000 advertisers. */
async function signInAtScale(page: Page) {
  await page.goto(`${portalUrl}/login`)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(scaleUser.email)
  await page.getByLabel('Password *', { exact: true }).fill(scaleUser.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
}

describe('at scale: 2,000 advertisers', () => {
  it('lists them once each, and times choosing one on the dashboard, a report and the AI page (budget 100 ms)', async () => {
    const { page, expectClean, close } = await openPage(browser)
    await signInAtScale(page)
    const options = page
      .getByRole('combobox', { name: 'Advertiser', exact: true })
      .locator('option')
    // 2,000 records, every tenth a repeated name: 1,800 names, after 'Choose Advertiser'.
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(1801)
    await medianChoice(page, 'the dashboard')
    await page.goto(`${portalUrl}/facebook-analytics`)
    await medianChoice(page, 'a report page')
    await page.goto(`${portalUrl}/ai-optimizations`)
    await medianChoice(page, 'the AI page')
    expectClean()
    await close()
  })

  it("times each keystroke of 'Find advertiser' as it narrows the list (budget 100 ms)", async () => {
    const { page, expectClean, close } = await openPage(browser)
    await signInAtScale(page)
    await page.goto(`${portalUrl}/facebook-analytics`)
    const select = page.getByRole('combobox', { name: 'Advertiser', exact: true })
    await expect.poll(() => select.isEnabled(), { timeout: 15_000 }).toBe(true)
    const search = page.getByRole('searchbox', { name: 'Find advertiser', exact: true })
    await expect.poll(() => search.isVisible()).toBe(true)
    const count = () =>
      search.evaluate((input) => {
        const id = input.getAttribute('aria-describedby') ?? ''
        return document.getElementById(id)?.textContent ?? ''
      })
    await expect.poll(count).toBe('1,800 of 1,800 advertisers')

    // 'west dental 00' narrows 1,800 names step by step to the West Dental ones under 100.
    const times = await timeKeystrokes(page, 'west dental 00')
    const names = await select.locator('option').allTextContents()
    expect(names[0]).toBe('Choose Advertiser')
    expect(names.length).toBeGreaterThan(1)
    for (const name of names.slice(1)) expect(name.toLowerCase()).toContain('west dental 00')
    await expect.poll(count).toBe(`${names.length - 1} of 1,800 advertisers`)

    figure(
      `'Find advertiser' keystroke at 2,000 advertisers (median of ${times.length})`,
      median(times),
    )
    figure("'Find advertiser' slowest keystroke", Math.max(...times), 100)

    await search.press('Escape')
    await expect.poll(() => select.locator('option').count()).toBe(1801)
    expectClean()
    await close()
  })
})
