import { expect } from 'storybook/test'

/**
 * That the page fits its width: nothing makes it scroll sideways (WCAG 1.4.10, reflow). A
 * report's frame is the one exception WCAG allows, and lives in a page that does not scroll.
 */
export async function expectNoSidewaysScroll() {
  await document.fonts.ready
  const { scrollWidth, clientWidth } = document.documentElement
  await expect(scrollWidth, `page width in a ${clientWidth} px window`).toBeLessThanOrEqual(
    clientWidth,
  )
}
