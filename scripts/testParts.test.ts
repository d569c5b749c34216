// The closing lines of `npm test` name each failure with its error's first line that says
// something (scripts/testParts.mjs).
import { describe, expect, it } from 'vitest'
import { firstLine } from './testParts.mjs'

describe("a failure's first line", () => {
  it('is the message’s first line', () => {
    expect(firstLine('Test timed out in 5000ms.\nIf this is a long-running test…')).toBe(
      'Test timed out in 5000ms.',
    )
  })

  it('skips blank lines and the link addon-vitest puts before a story’s error', () => {
    const message =
      '\nClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/a--b\n\nexpected [ …(11) ] to deeply equal []'
    expect(firstLine(message)).toBe('expected [ …(11) ] to deeply equal []')
  })

  it('says "failed" when there is no message', () => {
    expect(firstLine(undefined)).toBe('failed')
  })
})
