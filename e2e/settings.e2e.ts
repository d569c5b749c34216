import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appTakesOver, launch, openPage, portalUrl, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser.close())

/** Answers the page's config.json with `body` (and `status`) instead of the deployed file. */
function serveConfig(page: Page, body: string, status = 200) {
  return page.route(`${portalUrl}/config.json`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body }),
  )
}

describe('the deploy-time settings, config.json', () => {
  it('are fetched once: the portal uses what index.html preloaded', async () => {
    const { page, warnings: lines, expectClean, close } = await openPage(browser)
    await signIn(page) // the deployed file points the build at this run's backend
    const fetches = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/config.json')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    )
    // The start's one request, made by the preload (an unused preload would add a second, from
    // fetch()); then, once the page has loaded, one asking the server itself what it names now
    // (src/app/serverSettings.ts), which sign-in found already asked.
    expect(fetches).toEqual(['link', 'fetch'])
    expect(lines.filter((line) => /preload/i.test(line))).toEqual([])
    expectClean()
    await close()
  })

  it('are data: a value with a quote or </script> never runs, and a bad one is named', async () => {
    const { page, warnings: lines, expectClean, close } = await openPage(browser)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await serveConfig(
      page,
      JSON.stringify({
        apiBaseUrl: 'https://api.example.com"; alert(1); "',
        brand: { name: '</script><script>window.pwned = 1; alert(2)</script>' },
      }),
    )
    await page.goto(`${portalUrl}/login`)
    // The app has taken the page over, and read config.json beside it.
    await appTakesOver(page)
    await expect
      .poll(() => lines)
      .toContain('config.json: apiBaseUrl is not an http(s) address; ignored.')
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
    expect(dialogs).toEqual([])
    expectClean()
    await close()
  })

  it('fall back to the build’s settings, with a warning, when the file is missing', async () => {
    const { page, warnings: lines, expectClean, close } = await openPage(browser)
    await serveConfig(page, 'Not Found', 404)
    await page.goto(`${portalUrl}/login`)
    // The app has taken the page over, and read config.json beside it.
    await appTakesOver(page)
    await expect
      .poll(() => lines)
      .toContain("config.json was not read (Error: answered 404); using the build's settings.")
    // The 404 itself is the only console error: the browser reports the failed request.
    expectClean(/404/)
    await close()
  })
})
