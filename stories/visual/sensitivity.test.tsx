// The visual check is worth having only if it fails for a real change: here, a one-pixel border
// 16 levels (of 255) darker, one letter of a label, and a word below a phone screen's fold, each
// against a committed baseline that matches the unchanged story (checkBaselines.ts checks that). Never in `--update`, which would record the
// changed picture as the baseline.
import { afterEach, describe, expect, inject, it } from 'vitest'
import { matchBaseline, playForCapture, release } from './checkBaselines'
import * as buttonStories from '../../src/components/Button/Button.stories'
import * as textFieldStories from '../../src/components/TextField/TextField.stories'
import * as aiStories from '../../src/screens/AiOptimizations/AiOptimizationsScreen.stories'
import { storiesOf } from './stories'

const stories = storiesOf({ buttonStories, textFieldStories, aiStories })

/** Plays story `id` in light, as its baseline was taken. */
function play(id: string) {
  const found = stories.find(([storyId]) => storyId === id)
  if (!found) throw new Error(`No story ${id}`)
  return playForCapture(id, found[1])
}

/** The check must reject story `id`'s light baseline for what `capture` now shows. */
async function expectMismatch(capture: Element, id: string) {
  await expect(matchBaseline(capture, id, 'light')).rejects.toThrow(/differs from its baseline/)
}

describe.skipIf(inject('visualEnvironment').updating)('the visual check', () => {
  afterEach(release)

  it('fails when a text field’s one-pixel border is a shade darker', async () => {
    const capture = await play('components-text-field--filled')
    // #9aa5bb is the token's light value (src/styles/tokens.css).
    document.documentElement.style.setProperty('--color-border-strong', '#8a95ab')
    try {
      await expectMismatch(capture, 'components-text-field--filled')
    } finally {
      document.documentElement.style.removeProperty('--color-border-strong')
    }
  })

  it('fails when a phone screen changes below the fold', async () => {
    const capture = await play('screens-ai-optimizations--phone')
    const previous = [...document.querySelectorAll('button, a')].find(
      (control) => control.textContent === 'Previous Page',
    )
    if (!previous) throw new Error('No Previous Page')
    // Past the phone's 844 px window: a part Chromium paints only in a window as tall as the page.
    expect(previous.getBoundingClientRect().top).toBeGreaterThan(844)
    previous.lastChild!.textContent = 'Previous Pages'
    await expectMismatch(capture, 'screens-ai-optimizations--phone')
  })

  it('fails when a button’s label has one letter changed', async () => {
    const capture = await play('components-button--primary')
    const label = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')
    if (!label) throw new Error('No Save button')
    label.textContent = 'Sane'
    await expectMismatch(capture, 'components-button--primary')
  })
})
