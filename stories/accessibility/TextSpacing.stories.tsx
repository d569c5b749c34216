import { expect, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { desktop, halfDesktop } from '../../.storybook/viewports'
import { appStoryParameters } from '../support/appStories'
import {
  expectWindowWidth,
  loginPage,
  pastTransitions,
  show,
  walkSignInAndMainPages,
} from '../support/accessibilityWalk'
import { demoUser } from '../../src/mocks/fixtures'
import { submitLogin } from '../support/steps'
import { largeSpacedText, layoutProblems } from '../support/layoutChecks'
import { PortalApp, type PlayTools } from '../support/PortalApp'

// 200 % text with WCAG 1.4.12's text-spacing overrides (WCAG 1.4.4, 1.4.12): nothing lost on the
// sign-in pages and on one page of each kind, signed in as a client would. The overrides are a
// style the play adds, as a reader's extension would. 640 px at 200 % text lays out as 320 px
// does at 100 %: reflow and larger text together.
/**
 * Text at twice its size, with the extra line, letter, word and paragraph spacing some readers set:
 * nothing lost on the pages before sign-in and on one page of each kind. A 640-px window at 200 %
 * text lays out as 320 px does at 100 %.
 */
const meta = preview.meta({
  title: 'Accessibility/200 % text with spacing',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/login', address: false },
})

/**
 * Adds the overrides, as a reader's extension would, and waits until the page shows them: under
 * reduced motion every property changes in a 0.01-ms transition (global.css), so the old sizes
 * stay on the page for the browser's next frames, more of them on a busy machine. Gives back what
 * takes them away again, as surely.
 */
async function addLargeSpacedText() {
  const overrides = document.createElement('style')
  overrides.textContent = largeSpacedText
  document.head.append(overrides)
  await pastTransitions()
  await expect(getComputedStyle(document.documentElement).fontSize, 'the text size').toBe('32px')
  return async () => {
    overrides.remove()
    await pastTransitions()
  }
}

/** Walks the sign-in pages, signs in, walks one page of each kind: the problems on each. */
async function walkLargeSpacedText(tools: PlayTools, width: number) {
  await expectWindowWidth(width)
  const remove = await addLargeSpacedText()
  let problems: string[]
  try {
    problems = await walkSignInAndMainPages(tools, () =>
      layoutProblems().map((line) => `at ${width} px: ${line}`),
    )
  } finally {
    await remove()
  }
  await expect(problems).toEqual([])
}

export const At640px = meta.story({
  name: 'At 640 px',
  globals: halfDesktop,
  play: (tools) => walkLargeSpacedText(tools, 640),
})

export const At1280px = meta.story({
  name: 'At 1280 px',
  globals: desktop,
  play: (tools) => walkLargeSpacedText(tools, 1280),
})

/**
 * A page change starts at the top of the new page, as a page load does: here from a sign-in page
 * scrolled down (at 200 % text it is taller than the window) to the dashboard, whose loading
 * screen is shorter than that. Chromium would scroll back to the old place once the menu is drawn,
 * and the heading, focused at about that moment, could be left under the sticky header.
 */
export const SignInLandsAtTheTop = meta.story({
  name: 'Sign-in lands at the top',
  globals: halfDesktop,
  play: async (tools) => {
    const { canvas } = tools
    await expectWindowWidth(640)
    const remove = await addLargeSpacedText()
    /** Where the page was scrolled to while the dashboard's menu showed. */
    const menuScrolledTo: number[] = []
    const note = () => {
      if (canvas.queryByRole('heading', { level: 1, name: 'Dashboard' })) {
        menuScrolledTo.push(Math.round(window.scrollY))
      }
    }
    window.addEventListener('scroll', note)
    try {
      await show(tools, loginPage)
      window.scrollTo(0, document.documentElement.scrollHeight)
      await expect(window.scrollY, 'the sign-in page scrolled down').toBeGreaterThan(100)
      await submitLogin(tools, demoUser.email, demoUser.password)
      const heading = await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })
      await waitFor(() => expect(heading).toHaveFocus())
      // The scroll events of the frames that drew the menu.
      await new Promise(requestAnimationFrame)
      await new Promise(requestAnimationFrame)
    } finally {
      window.removeEventListener('scroll', note)
      await remove()
    }
    await expect(
      menuScrolledTo.filter((y) => y > 0),
      'places the menu was scrolled to',
    ).toEqual([])
    await expect(window.scrollY).toBe(0)
  },
})
