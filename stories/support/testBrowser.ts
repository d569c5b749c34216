/**
 * What only Vitest's browser gives a play (`npm run test:stories`): key presses the browser
 * itself receives (`userEvent`: a real Tab moves the focus as a client's does, and shows
 * `:focus-visible` as theirs would), and the browser commands of vite.config.ts (forced colours,
 * motion). Loaded when a play asks: Storybook's own page has no such module, so a story that
 * needs it is played by Vitest only (`tags: ['!dev']`).
 */
export async function testBrowser() {
  const context = await import('vitest/browser').catch(() => null)
  if (!context?.commands) {
    throw new Error('This story needs Vitest’s browser: `npm run test:stories` plays it.')
  }
  return context
}
