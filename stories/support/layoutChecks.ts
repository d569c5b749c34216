// Run in the page (a story's, or an e2e page's through `page.evaluate`): no imports, no closures.

/**
 * WCAG 1.4.12's text-spacing overrides, and 200 % text (the portal sizes in rem, so a larger root
 * size is what a larger default text size in the browser gives).
 */
export const largeSpacedText = `
  html { font-size: 200% !important; }
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/**
 * What a client would meet as broken layout, one line each: the page scrolling sideways (WCAG
 * 1.4.10), text cut off or drawn over other text or controls (1.4.12), a control under 24×24 px
 * not inside a sentence (2.5.8). Inert and visually hidden content is left out; so is a report's
 * frame, which WCAG lets scroll in two dimensions.
 */
export function layoutProblems(): string[] {
  const problems: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`)
  }
  const shown = (element: Element) =>
    !element.closest('[inert], .visually-hidden, iframe') &&
    element.checkVisibility({ visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0
  const named = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`

  const controls = [
    ...document.querySelectorAll('a[href], button, input, select, textarea, summary'),
  ]
    .filter(shown)
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
  // Every page of the portal has controls: none found is a page not drawn, never one that passes.
  if (controls.length === 0) problems.push('no control is shown: nothing to check')

  for (const [index, { element, box }] of controls.entries()) {
    const inSentence =
      element.matches('a') &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
    if (!inSentence && (box.width < 23.5 || box.height < 23.5)) {
      problems.push(`${named(element)} is ${Math.round(box.width)}×${Math.round(box.height)} px`)
    }
    for (const { element: other, box: otherBox } of controls.slice(index + 1)) {
      if (element.contains(other) || other.contains(element)) continue
      const overlapX = Math.min(box.right, otherBox.right) - Math.max(box.left, otherBox.left)
      const overlapY = Math.min(box.bottom, otherBox.bottom) - Math.max(box.top, otherBox.top)
      if (overlapX > 1 && overlapY > 1) {
        problems.push(`${named(element)} and ${named(other)} overlap`)
      }
    }
  }

  // Text in a box that hides overflow must fit; an ellipsis only where the tooltip holds it all
  // (the shell's brand name on a narrow desktop).
  const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element) || !element.textContent?.trim()) continue
    if (element.matches('input, select, textarea')) continue // They scroll their own value.
    const style = getComputedStyle(element)
    const cutX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1
    const cutY = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1
    const ellipsisWithTooltip =
      style.textOverflow === 'ellipsis' &&
      element.getAttribute('title') === element.textContent.trim()
    if ((cutX && !ellipsisWithTooltip) || cutY) {
      problems.push(`${named(element)} is cut off by its box`)
    }
  }

  /** What of `box` the boxes around `element` that clip their content leave to be seen. */
  function visiblePart(box: DOMRect, element: Element): DOMRect | null {
    let { left, top, right, bottom } = box
    for (let around = element as Element | null; around; around = around.parentElement) {
      const style = getComputedStyle(around)
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue
      const edge = around.getBoundingClientRect()
      left = Math.max(left, edge.left)
      top = Math.max(top, edge.top)
      right = Math.min(right, edge.right)
      bottom = Math.min(bottom, edge.bottom)
    }
    return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null
  }

  // Lines of text drawn over each other, or over a control they are not part of.
  const lines: { box: DOMRect; owner: Element }[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) {
    const text = walker.currentNode
    const owner = text.parentElement
    if (!owner || !text.textContent?.trim() || !shown(owner)) continue
    const range = document.createRange()
    range.selectNodeContents(text)
    for (const box of range.getClientRects()) {
      const seen = visiblePart(box, owner)
      if (seen) lines.push({ box: seen, owner })
    }
  }
  if (lines.length === 0) problems.push('no text is shown: nothing to check')
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2
  for (const [index, line] of lines.entries()) {
    for (const other of lines.slice(index + 1)) {
      if (other.owner !== line.owner && overlap(line.box, other.box)) {
        problems.push(`${named(line.owner)} and ${named(other.owner)} are drawn over each other`)
      }
    }
    for (const { element: control, box } of controls) {
      if (!control.contains(line.owner) && overlap(line.box, box)) {
        problems.push(`${named(line.owner)} runs over ${named(control)}`)
      }
    }
  }
  return problems
}

/**
 * axe's WCAG 2.x A and AA rules (2.2's target size included), one line per violation. A story
 * passes the axe it imports; an end-to-end test adds it to the page as a script (e2e/axe.ts).
 */
export async function wcagViolations({
  axe = (window as unknown as { axe: typeof import('axe-core') }).axe,
  iframes = true,
}: { axe?: typeof import('axe-core'); iframes?: boolean } = {}): Promise<string[]> {
  const result = await axe.run(document, {
    iframes,
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'target-size': { enabled: true } },
  })
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
