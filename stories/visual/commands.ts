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

/** Room for the largest story viewport: Vitest never scales the test frame down to fit. */
export const testPageSize = { width: 1440, height: 960 }

/**
 * Forced colours on, or the emulation taken away (not an emulated 'none': after it, Chromium drew
 * the next stories' dark pages without their background once Settings had been shown in forced
 * colours, and whole files' dark screenshots failed).
 */
export const emulateForcedColours: BrowserCommand<[active: boolean]> = async (context, active) => {
  if (context.provider.name !== 'playwright') throw new Error('Forced colours need Playwright.')
  await context.page.emulateMedia({ forcedColors: active ? 'active' : null })
}

/** The test page's window at least `width` × `height`; back to `testPageSize` given 0 × 0. */
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

export const emulateReducedMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  if (context.provider.name !== 'playwright') throw new Error('Motion settings need Playwright.')
  await context.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' })
}
