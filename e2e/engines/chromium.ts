import type { BrowserContext, ElementHandle, Page } from 'playwright'
import { hangMs, launch } from '../browser'
import type { Engine, Found, InPage, Key, Size, Tab } from './engine'

/** Chromium through Playwright: the run's one Chromium (e2e/globalSetup.ts). */
export async function startChromium(): Promise<Engine> {
  const browser = await launch()
  return {
    name: 'chromium',
    async open(size: Size) {
      // Reduced motion in every engine: a loader left turning costs the CPU the other tests need.
      const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' })
      // An action waits for its element to be ready; Playwright's 30-s default was passed by a
      // keystroke on a machine busy with other work. This only ends a hang.
      context.setDefaultTimeout(hangMs)
      // As a client who allowed it (Chromium asks; Firefox and WebKit allow a click's copy).
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      return playwrightTab(context, await context.newPage())
    },
    stop: () => browser.close(),
  }
}

const element = (found: Found) => found.ref as ElementHandle<Element>

function playwrightTab(context: BrowserContext, page: Page): Tab {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  let opened: Page[] = []
  context.on('page', (tab) => opened.push(tab))

  return {
    goto: async (url) => void (await page.goto(url)),
    // Playwright's types unbox handles in the argument; ours is plain JSON.
    run: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg),
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
      await element(found).selectText()
      await page.keyboard.press('Backspace')
    },
    select: async (found, label) => void (await element(found).selectOption({ label })),
    press: (key: Key) => page.keyboard.press(key),
    async openedTabs() {
      const tabs = opened
      opened = []
      const urls: string[] = []
      for (const tab of tabs) {
        await tab.waitForURL((url) => url.href !== 'about:blank')
        await tab.waitForLoadState()
        urls.push(tab.url())
        await tab.close()
      }
      return urls
    },
    problems: async () => problems,
    close: () => context.close(),
  }
}
