// The storybook project's browser commands (vite.config.ts), run by Vitest's server on the
// Playwright page that holds the test frame. The provider's types put that page on the context.
import type {} from '@vitest/browser-playwright'
import type { BrowserCommand } from 'vitest/node'

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColours: (active: boolean) => Promise<void>
    fitTestPage: (width: number, height: number) => Promise<void>
    emulateReducedMotion: (reduce: boolean) => Promise<void>
  }
}

/**
 * The window of the page that holds the test frame: room for the largest story viewport, so
 * Vitest never scales the frame down to fit it (vite.config.ts).
 */
export const testPageSize = { width: 1440, height: 960 }

/**
 * Forced colours (a Windows contrast theme) on for the test page, or off: the emulation taken
 * away, as the tab started, not replaced by an emulated 'none'. After 'none', Chromium went on
 * drawing the next stories' pages in dark without their background (white where the page is
 * dark) once the Settings page had been shown in forced colours: a tab's later dark screenshots
 * failed, whole files at a time, in an order (`--sequence.shuffle`) that put them after it.
 */
export const emulateForcedColours: BrowserCommand<[active: boolean]> = async (context, active) => {
  if (context.provider.name !== 'playwright') throw new Error('Forced colours need Playwright.')
  await context.page.emulateMedia({ forcedColors: active ? 'active' : null })
}

/**
 * Makes the window of the page that holds the test frame at least `width` × `height` (a screen
 * as tall as its page, say), or back to `testPageSize` given 0 × 0.
 */
export const fitTestPage: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  if (context.provider.name !== 'playwright') throw new Error('Resizing needs Playwright.')
  await context.page.setViewportSize({
    width: Math.max(testPageSize.width, width),
    height: Math.max(testPageSize.height, height),
  })
}

/** Reduced motion asked for, as every story browser does (vite.config.ts), or not. */
export const emulateReducedMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  if (context.provider.name !== 'playwright') throw new Error('Motion settings need Playwright.')
  await context.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' })
}
