import puppeteer, { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core'
import { hangMs } from '../system'
import type { Engine, Found, InPage, Key, Size, Tab } from './engine'

/** Debian's Firefox ESR (README, On a fresh machine); FIREFOX_PATH names another. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi: no driver binary, nothing downloaded.
 * puppeteer-core stays at 24.27: from 24.28 on, a viewport also sends
 * `emulation.setScreenOrientationOverride`, which Firefox ESR 140 does not know.
 */
export async function startFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 },
  })
  return {
    name: 'firefox',
    async open(size: Size) {
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      page.setDefaultTimeout(hangMs)
      await page.setViewport(size)
      return puppeteerTab(context, page)
    },
    stop: () => browser.close(),
  }
}

const element = (found: Found) => found.ref as ElementHandle<Element>

function puppeteerTab(context: BrowserContext, page: Page): Tab {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  // Tabs are told apart by the context's own list: over BiDi, 'targetcreated' can announce a
  // new tab twice, as two pages.
  const known = new Set<Page>([page])

  return {
    goto: async (url) => void (await page.goto(url)),
    // puppeteer's types unwrap handles in the argument; ours is plain JSON.
    run: <A, R>(fn: InPage<A, R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>,
    inject: async (source) => void (await page.evaluate(source)),
    async find(fn, arg) {
      const handle = await page.evaluateHandle(fn as (arg: unknown) => Element | null, arg)
      const found = handle.asElement()
      if (found) return { ref: found }
      await handle.dispose()
      return null
    },
    click: (found) => element(found).click(),
    type: (found, text) => element(found).type(text),
    async clear(found) {
      await element(found).click({ count: 3 })
      await page.keyboard.press('Backspace')
    },
    async select(found, label) {
      const value = await element(found).evaluate(
        (select, wanted) =>
          [...(select as HTMLSelectElement).options].find((option) => option.label === wanted)
            ?.value,
        label,
      )
      if (value === undefined) throw new Error(`No option labelled ${label}`)
      await element(found).select(value)
    },
    press: (key: Key) => page.keyboard.press(key),
    async openedTabs() {
      const tabs = (await context.pages()).filter((tab) => !known.has(tab))
      const urls: string[] = []
      for (const tab of tabs) {
        known.add(tab)
        // A new tab is about:blank, complete, before the address it opens arrives.
        await tab.waitForFunction(
          () => window.location.href !== 'about:blank' && document.readyState === 'complete',
        )
        urls.push(tab.url())
        await tab.close()
      }
      return urls
    },
    problems: async () => problems,
    close: () => context.close(),
  }
}
