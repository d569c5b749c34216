// The screenshot baselines of every Screens and Components story, in light and in dark
// (docs/testing.md, Visual baselines): a screen at its viewport (whole, if taller), a component at
// the area it draws on. Compared by matchScreenshot.ts once setup.ts has seen the story play.
import { testBrowser } from '../support/testBrowser'
import { expectDarkPass, expectForcedColoursPass, type PlayedStory } from './colourChecks'
import type { CheckOptions } from './matchScreenshot'

export type Theme = 'light' | 'dark'

const releases: (() => void)[] = []

let testPageGrown = false

function addStyle(css: string) {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  return () => style.remove()
}

/**
 * Before the story renders: a changed `transition-duration` does not stop a running transition,
 * and a focus ring fading out when a baseline was taken left pixels a later run did not have.
 */
export function holdTransitions() {
  releases.push(addStyle('*, *::before, *::after { transition: none !important; }'))
}

/**
 * Nothing moves in a baseline, and nothing the project does not draw: the caret, a resize grip
 * and scrollbars come from the browser build (Chromium 150 draws the grip a pixel off 156's), a
 * report frame's content from another site in the machine's fonts. Added after the play, so the
 * story plays as it always does (a screen that fades in after a delay still starts hidden).
 */
const holdStill = () =>
  addStyle(`*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    caret-color: transparent !important; resize: none !important; scrollbar-width: none !important;
  }
  iframe { visibility: hidden !important; }`)

/** Room around a component for its shadow and focus ring. */
const margin = 16

function paints(element: Element) {
  if (element.matches('img, svg, input, textarea, select, iframe, canvas, video')) return true
  const style = getComputedStyle(element)
  const visible = (color: string) => color !== 'transparent' && !color.endsWith(', 0)')
  return (
    visible(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
    (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) => parseFloat(style[`border${side}Width`]) > 0 && visible(style[`border${side}Color`]),
    )
  )
}

/** The boxes of everything the page shows: elements that paint, and every line of text. */
function* drawnBoxes(): Generator<DOMRect> {
  for (const element of document.body.querySelectorAll('*')) {
    if (paints(element)) yield element.getBoundingClientRect()
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (texts.nextNode()) {
    const text = texts.currentNode
    if (!text.textContent?.trim() || text.parentElement?.closest('style, script')) continue
    const range = document.createRange()
    range.selectNodeContents(text)
    yield range.getBoundingClientRect()
  }
}

/**
 * A component story's capture: the box around everything the page shows (a popup or a fixed bar
 * included, an empty full-width wrapper not) with a margin, within the window.
 */
function drawnArea(): DOMRect {
  let [top, left, bottom, right] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const box of drawnBoxes()) {
    if (box.width === 0 || box.height === 0) continue
    top = Math.min(top, box.top)
    left = Math.min(left, box.left)
    bottom = Math.max(bottom, box.bottom)
    right = Math.max(right, box.right)
  }
  // A story that shows nothing: the empty page.
  if (top === Infinity) return document.body.getBoundingClientRect()
  const x = Math.max(0, Math.floor(left) - margin)
  const y = Math.max(0, Math.floor(top) - margin)
  const width = Math.min(innerWidth, Math.ceil(right) + margin) - x
  return new DOMRect(x, y, width, Math.min(innerHeight, Math.ceil(bottom) + margin) - y)
}

/** Undoes what a capture added to the page and the test page around it. */
export async function release() {
  releases.splice(0).forEach((undo) => undo())
  document.documentElement.removeAttribute('data-theme')
  if (testPageGrown) await (await testBrowser()).commands.fitTestPage(0, 0)
  testPageGrown = false
}

export function showTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme
}

export type Shown = 'page' | 'drawn area'

const shownBy = (id: string): Shown => (id.startsWith('components-') ? 'drawn area' : 'page')

function captureOf(shown: Shown): DOMRect {
  return shown === 'drawn area' ? drawnArea() : document.body.getBoundingClientRect()
}

/** The page a story left, ready for its light baseline; returns the box to capture. */
export async function readyForCapture(shown: Shown) {
  showTheme('light')
  await document.fonts.ready
  releases.push(holdStill())
  // Chromium paints only what is in the window: a taller page gets a window as tall, or a change
  // below the fold (or above it, scrolled) would pass unseen.
  const pageHeight = Math.ceil(document.body.getBoundingClientRect().height)
  if (shown === 'page' && pageHeight > innerHeight) {
    const { commands, page } = await testBrowser()
    // The test page first: Vitest would scale a frame taller than it.
    await commands.fitTestPage(innerWidth, pageHeight)
    testPageGrown = true
    await page.viewport(innerWidth, pageHeight)
  }
  return captureOf(shown)
}

export async function matchBaseline(
  box: DOMRect,
  id: string,
  theme: Theme,
  options?: CheckOptions,
) {
  const scale = window.frameElement?.parentElement?.dataset.scale
  if (scale !== '1') throw new Error(`The test frame is scaled (${scale}): no picture taken.`)
  // The area is the test page's, the frame's box the window's: the page must not have scrolled.
  if (window.parent.scrollX !== 0 || window.parent.scrollY !== 0) {
    throw new Error('The test page has scrolled: the area to capture is not where it seems.')
  }
  const frameElement = window.frameElement!
  const frame = frameElement.getBoundingClientRect()
  const area = {
    x: frame.x + frameElement.clientLeft + box.x,
    y: frame.y + frameElement.clientTop + box.y,
    width: box.width,
    height: box.height,
  }
  const { commands } = await testBrowser()
  const result = await commands.matchScreenshot(`${id}--${theme}`, area, options)
  if (!result.pass) throw new Error(result.message)
}

/**
 * Once story `id` has played (in light, with every axe rule): its screenshot in light; the same
 * page in dark (the themes are CSS alone), its screenshot and axe's colour rules; those rules in
 * forced colours.
 */
export async function checkBaselines(id: string, story: PlayedStory) {
  await matchBaseline(await readyForCapture(shownBy(id)), id, 'light')
  showTheme('dark')
  // A face the dark theme's text needs may still be on its way; a component's area is measured
  // again: a surface may paint in one theme only.
  await document.fonts.ready
  await matchBaseline(captureOf(shownBy(id)), id, 'dark')
  await expectDarkPass(story)
  await expectForcedColoursPass(story)
}
