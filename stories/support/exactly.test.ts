import { describe, expect, it } from 'vitest'
import { exactly } from './exactly'

describe('exactly', () => {
  it('matches the whole text, whitespace collapsed as toHaveTextContent collapses it', () => {
    expect(exactly('Failed to load advertisers.').test('Failed to load advertisers.')).toBe(true)
    expect(exactly(' Your session  ends\nsoon ').test('Your session ends soon')).toBe(true)
  })

  it('fails a text with anything before or after it', () => {
    expect(exactly('Logging in...').test('Logging in....')).toBe(false)
    expect(exactly('Logging in...').test('Not Logging in...')).toBe(false)
  })

  it('reads every character of the text literally', () => {
    expect(exactly('Logging in...').test('Logging inxyz')).toBe(false)
    expect(exactly('?advertiser=adv-001&view=report').test('?advertiser=adv-001&view=report')).toBe(
      true,
    )
    expect(exactly('(a+b)*').test('aab')).toBe(false)
  })
})
