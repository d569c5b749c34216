import { describe, expect, it } from 'vitest'
import { asOptionalText, asText, isRecord } from './values'

describe('a field shown as text', () => {
  it('is a string as it is, and a finite number written out', () => {
    expect(asText(' Acme ')).toBe(' Acme ')
    expect(asText(12.5)).toBe('12.5')
  })

  it('is empty for a number that is not finite, and anything else', () => {
    for (const value of [Infinity, -Infinity, NaN, null, undefined, true, {}, ['a']]) {
      expect(asText(value)).toBe('')
    }
  })

  it('is trimmed, or null when nothing is left, where it is optional', () => {
    expect(asOptionalText(' Acme ')).toBe('Acme')
    expect(asOptionalText('   ')).toBeNull()
    expect(asOptionalText(7)).toBe('7')
  })
})

describe('a record', () => {
  it('is an object that is neither null nor an array', () => {
    expect(isRecord({ a: 1 })).toBe(true)
    expect(isRecord(null)).toBe(false)
    expect(isRecord([])).toBe(false)
    expect(isRecord('a')).toBe(false)
  })
})
