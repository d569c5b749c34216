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

/** That `element` lies inside the window's width: nothing of it runs off the screen. */
export async function expectWithinWindow(element: Element) {
  const { left, right } = element.getBoundingClientRect()
  const width = document.documentElement.clientWidth
  const name = element.textContent?.trim().slice(0, 40) ?? element.tagName
  await expect(left, `left edge of "${name}"`).toBeGreaterThanOrEqual(0)
  await expect(right, `right edge of "${name}" in a ${width} px window`).toBeLessThanOrEqual(width)
}

/**
 * That `element` shows its whole content: a field's value, or text in a box, is not cut off at
 * its edge. (A box that clips does not make the page scroll, so expectNoSidewaysScroll misses it.)
 */
export async function expectWhole(element: HTMLElement) {
  await expectWithinWindow(element)
  const name = element instanceof HTMLInputElement ? element.value : element.textContent
  await expect(element.scrollWidth, `content width of "${name}"`).toBeLessThanOrEqual(
    element.clientWidth,
  )
}

/**
 * That `element` lies inside `box` (the card, dialog or panel it belongs to): not a pixel past
 * either edge. A field that overruns its card makes no page scroll, so the checks above miss it.
 */
export async function expectInside(element: Element, box: Element) {
  const inner = element.getBoundingClientRect()
  const outer = box.getBoundingClientRect()
  const name = element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? ''
  await expect(inner.left, `left edge of "${name}"`).toBeGreaterThanOrEqual(outer.left)
  await expect(inner.right, `right edge of "${name}"`).toBeLessThanOrEqual(outer.right)
}
