// The forced-colours check (forcedColours.ts) is worth having only if it fails for a real fault:
// here, text that opts out of the system's colours with too little contrast left, on a story that
// passes it.
import { afterEach, describe, expect, it } from 'vitest'
import { playForCapture, release } from './checkBaselines'
import { expectForcedColoursPass } from './forcedColours'
import { stories } from './stories'

const id = 'components-button--primary'
const found = stories.find(([storyId]) => storyId === id)
if (!found) throw new Error(`No story ${id}`)
const story = found[1]

describe('the forced-colours check', () => {
  afterEach(release)

  it('passes a story drawn in the system’s colours, in dark', async () => {
    await playForCapture(id, story, 'dark')
    await expectForcedColoursPass(story)
  })

  it('fails on text that keeps its own low-contrast colours', async () => {
    await playForCapture(id, story, 'dark')
    const faint = document.createElement('p')
    faint.textContent = 'Faint'
    faint.style.cssText = 'forced-color-adjust: none; color: #777; background: #888'
    document.body.append(faint)
    try {
      await expect(expectForcedColoursPass(story)).rejects.toThrow(/color-contrast/)
    } finally {
      faint.remove()
    }
  })
})
