// The colour checks after a story's screenshots (colourChecks.ts) are worth having only if they
// fail for a real fault: here, text with too little contrast in dark only, and text that opts out
// of the system's colours with too little contrast, each on a story that passes the check. Each
// story is played and shown in dark as checkBaselines.ts does it.
import { afterEach, describe, expect, it } from 'vitest'
import { playForCapture, release, showTheme } from './checkBaselines'
import { expectDarkPass, expectForcedColoursPass } from './colourChecks'
import * as buttonStories from '../../src/components/Button/Button.stories'
import { storiesOf } from './stories'

const id = 'components-button--primary'
const found = storiesOf({ buttonStories }).find(([storyId]) => storyId === id)
if (!found) throw new Error(`No story ${id}`)
const story = found[1]

/** Plays the story in light, then shows it in dark. */
async function playInDark() {
  await playForCapture(id, story)
  showTheme('dark')
}

/** Adds a paragraph styled `css` for the length of `check`. */
function withFaintText(css: string, check: () => Promise<void>) {
  const faint = document.createElement('p')
  faint.textContent = 'Faint'
  faint.style.cssText = css
  document.body.append(faint)
  return check().finally(() => faint.remove())
}

describe('the colour checks', () => {
  afterEach(release)

  it('pass a story shown in dark, and in the system’s colours', async () => {
    await playInDark()
    await expectDarkPass(story)
    await expectForcedColoursPass(story)
  })

  it('fail in dark on text that is faint in dark only', async () => {
    await playInDark()
    await withFaintText('color: light-dark(#000, #777); background: light-dark(#fff, #888)', () =>
      expect(expectDarkPass(story)).rejects.toThrow(/color-contrast/),
    )
  })

  it('fail in forced colours on text that keeps its own low-contrast colours', async () => {
    await playInDark()
    await withFaintText('forced-color-adjust: none; color: #777; background: #888', () =>
      expect(expectForcedColoursPass(story)).rejects.toThrow(/color-contrast/),
    )
  })

  it('refuse to judge dark on a page shown in light', async () => {
    await playForCapture(id, story)
    await expect(expectDarkPass(story)).rejects.toThrow(/dark/)
  })
})
