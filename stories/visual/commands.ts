// The visual project's own browser commands (vite.config.ts), run by Vitest's server on the
// Playwright page that holds the test frame.
// The provider's types put Playwright's page on the command's context.
import type {} from '@vitest/browser-playwright'
import type { BrowserCommand } from 'vitest/node'

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColours: (active: boolean) => Promise<void>
  }
}

/** Forced colours (a Windows contrast theme) on or off for the test page. */
export const emulateForcedColours: BrowserCommand<[active: boolean]> = async (context, active) => {
  if (context.provider.name !== 'playwright') throw new Error('Forced colours need Playwright.')
  await context.page.emulateMedia({ forcedColors: active ? 'active' : 'none' })
}
