import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { desktop, halfDesktop } from '../../.storybook/viewports'
import { appStoryParameters } from '../support/appStories'
import { expectWindowWidth, walkSignInAndMainPages } from '../support/accessibilityWalk'
import { largeSpacedText, layoutProblems } from '../support/layoutChecks'
import { PortalApp, type PlayTools } from '../support/PortalApp'

/**
 * 200 % text with WCAG 1.4.12's text-spacing overrides (WCAG 1.4.4, 1.4.12): nothing lost on the
 * sign-in pages and on one page of each kind, signed in as a client would. The overrides are a
 * style the play adds, as a reader's extension would. 640 px at 200 % text lays out as 320 px
 * does at 100 %: reflow and larger text together.
 */
const meta = preview.meta({
  title: 'Accessibility/200 % text with spacing',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/login', address: false },
})

/** Walks the sign-in pages, signs in, walks one page of each kind: the problems on each. */
async function walkLargeSpacedText(tools: PlayTools, width: number) {
  await expectWindowWidth(width)
  const overrides = document.createElement('style')
  overrides.textContent = largeSpacedText
  document.head.append(overrides)
  let problems: string[]
  try {
    problems = await walkSignInAndMainPages(tools, () =>
      layoutProblems().map((line) => `at ${width} px: ${line}`),
    )
  } finally {
    overrides.remove()
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
