import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { phone } from '../../.storybook/viewports'
import { Button } from '../../src/components/Button'
import { Primary } from '../../src/components/Button/Button.stories'
import { TextField } from '../../src/components/TextField'
import { Filled } from '../../src/components/TextField/TextField.stories'
import { AiOptimizationsScreen } from '../../src/screens/AiOptimizations'
import { Phone } from '../../src/screens/AiOptimizations/AiOptimizationsScreen.stories'
import {
  holdTransitions,
  matchBaseline,
  readyForCapture,
  showTheme,
  type Shown,
} from './checkBaselines'
import { expectDarkPass, expectForcedColoursPass } from './colourChecks'

/**
 * The checks every Screens and Components story gets (checkBaselines.ts) are worth having only if
 * they fail for a real fault. Each story here shows a real component or screen, passes the check
 * as it is, then changes one small thing and expects the check to fail: a one-pixel border 16
 * levels (of 255) darker, one letter of a label, a word below a phone screen's fold; text with
 * too little contrast in dark only, or in forced colours. The screenshots' baselines are their
 * own (`checks-…` in stories/visual/baselines), taken with `--update` like the others; a changed
 * picture is compared only, never written. Played by Vitest only: the checks need its browser.
 */
const meta = preview.meta({
  title: 'For developers/Checks of the checks',
  tags: ['!dev'],
  // As for every captured story (stories/visual/setup.ts): no transition from the first frame.
  beforeEach: () => {
    holdTransitions()
  },
})

/**
 * Checks that the page passes against baseline `name` as it is, and fails once `change` has run;
 * `change` returns what puts the page back.
 */
async function expectCaught(name: string, shown: Shown, change: () => () => void) {
  const capture = await readyForCapture(shown)
  await matchBaseline(capture, name, 'light')
  const undo = change()
  try {
    await expect(matchBaseline(capture, name, 'light', { compareOnly: true })).rejects.toThrow(
      /differs from its baseline/,
    )
  } finally {
    undo()
  }
}

export const BorderAShadeDarker = meta.story({
  render: () => <TextField {...Filled.composed.args} />,
  play: async () => {
    await expectCaught('checks-text-field', 'drawn area', () => {
      // #9aa5bb is the token's light value (src/styles/tokens.css).
      const root = document.documentElement.style
      root.setProperty('--color-border-strong', '#8a95ab')
      return () => root.removeProperty('--color-border-strong')
    })
  },
})

export const OneLetterOfALabel = meta.story({
  render: () => <Button {...Primary.composed.args} />,
  play: async ({ canvas }) => {
    const label = canvas.getByRole('button', { name: 'Save' })
    await expectCaught('checks-button', 'drawn area', () => {
      label.textContent = 'Sane'
      return () => {
        label.textContent = 'Save'
      }
    })
  },
})

export const BelowAPhoneScreensFold = meta.story({
  globals: phone,
  render: () => <AiOptimizationsScreen {...Phone.composed.args} />,
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous Page' })
    // Past the phone's 844 px window: a part Chromium paints only in a window as tall as the page.
    await expect(previous.getBoundingClientRect().top).toBeGreaterThan(844)
    await expectCaught('checks-phone-screen', 'page', () => {
      previous.lastChild!.textContent = 'Previous Pages'
      return () => {
        previous.lastChild!.textContent = 'Previous Page'
      }
    })
  },
})

/** Adds a paragraph styled `css` for the length of `check`. */
async function withFaintText(css: string, check: () => Promise<void>) {
  const faint = document.createElement('p')
  faint.textContent = 'Faint'
  faint.style.cssText = css
  document.body.append(faint)
  try {
    await check()
  } finally {
    faint.remove()
  }
}

export const ColoursInDarkAndForced = meta.story({
  render: () => <Button {...Primary.composed.args} />,
  play: async ({ parameters, step }) => {
    const story = { parameters }
    await step('a dark check refuses a page shown in light', async () => {
      showTheme('light')
      await expect(expectDarkPass(story)).rejects.toThrow(/dark/)
    })
    showTheme('dark')
    await step('the button passes in dark and in forced colours', async () => {
      await expectDarkPass(story)
      await expectForcedColoursPass(story)
    })
    await step('text faint in dark only fails in dark', async () => {
      const css = 'color: light-dark(#000, #777); background: light-dark(#fff, #888)'
      await withFaintText(css, () =>
        expect(expectDarkPass(story)).rejects.toThrow(/color-contrast/),
      )
    })
    await step('text keeping its own faint colours fails in forced colours', async () => {
      const css = 'forced-color-adjust: none; color: #777; background: #888'
      await withFaintText(css, () =>
        expect(expectForcedColoursPass(story)).rejects.toThrow(/color-contrast/),
      )
    })
  },
})
