import { expect } from 'storybook/test'

/** Nothing makes the page scroll sideways (WCAG 1.4.10, reflow). */
export async function expectNoSidewaysScroll() {
  await document.fonts.ready
  const { scrollWidth, clientWidth } = document.documentElement
  await expect(scrollWidth, `page width in a ${clientWidth} px window`).toBeLessThanOrEqual(
    clientWidth,
  )
}

export async function expectWithinWindow(element: Element) {
  const { left, right } = element.getBoundingClientRect()
  const width = document.documentElement.clientWidth
  const name = element.textContent?.trim().slice(0, 40) ?? element.tagName
  await expect(left, `left edge of "${name}"`).toBeGreaterThanOrEqual(0)
  await expect(right, `right edge of "${name}" in a ${width} px window`).toBeLessThanOrEqual(width)
}

/** Nothing of `element` is cut off at its edge: a box that clips makes no page scroll. */
export async function expectWhole(element: HTMLElement) {
  await expectWithinWindow(element)
  const name = element instanceof HTMLInputElement ? element.value : element.textContent
  await expect(element.scrollWidth, `content width of "${name}"`).toBeLessThanOrEqual(
    element.clientWidth,
  )
}

/** `element` lies inside its card, dialog or panel: overrunning it makes no page scroll. */
export async function expectInside(element: Element, box: Element) {
  const inner = element.getBoundingClientRect()
  const outer = box.getBoundingClientRect()
  const name = element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? ''
  await expect(inner.left, `left edge of "${name}"`).toBeGreaterThanOrEqual(outer.left)
  await expect(inner.right, `right edge of "${name}"`).toBeLessThanOrEqual(outer.right)
}
