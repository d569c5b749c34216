/**
 * What only Vitest's browser gives a play: real key presses (a Tab shows `:focus-visible`) and
 * the browser commands. Storybook's own page has none, so such a story is tagged `!dev`.
 */
export async function testBrowser() {
  const context = await import('vitest/browser').catch(() => null)
  if (!context?.commands) {
    throw new Error('This story needs Vitest’s browser: `npm run test:stories` plays it.')
  }
  return context
}
