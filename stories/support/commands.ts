// A browser command of the storybook project (vite.config.ts), beside stories/visual/commands.ts's
// emulateForcedColours: run by Vitest's server on the Playwright page that holds the test frame.
// The provider's types put Playwright's page on the command's context.
import type {} from '@vitest/browser-playwright'
import type { BrowserCommand } from 'vitest/node'

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (reduce: boolean) => Promise<void>
  }
}

/** Reduced motion asked for, as every story browser does (vite.config.ts), or not. */
export const emulateReducedMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  if (context.provider.name !== 'playwright') throw new Error('Motion settings need Playwright.')
  await context.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' })
}
