// Run in the page (a story's, or an e2e page's through `page.evaluate`): no imports, no closures.

/**
 * Gives every element on the page its forced colour as its text fill, what the browser paints,
 * for axe. In forced colours Chromium reports an element's `-webkit-text-fill-color` unforced
 * (the author's colour, though it paints the system's), and axe reads that property before
 * `color`: it would judge the author's text on the system's background. The portal never sets a
 * text fill itself; `clearTextFill` takes these off.
 */
export function paintForcedTextFill() {
  for (const element of document.querySelectorAll<HTMLElement | SVGElement>('body, body *')) {
    element.style?.setProperty('-webkit-text-fill-color', getComputedStyle(element).color)
  }
}

/** Takes off what `paintForcedTextFill` set. */
export function clearTextFill() {
  for (const element of document.querySelectorAll<HTMLElement | SVGElement>('body, body *')) {
    element.style?.removeProperty('-webkit-text-fill-color')
  }
}
