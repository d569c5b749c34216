import { describe, expect, it } from 'vitest'
import { decodeToken } from './token'
import { makeToken } from '../mocks/token'

const now = Date.UTC(2026, 10, 21) // 2026-11-21

describe('decodeToken', () => {
  it('reads the role and the advertisers list from the payload', () => {
    const token = makeToken({ role: 'client', email: 'a@b.test', advertisers: ['Acme', ' Beta '] })
    expect(decodeToken(token)).toMatchObject({ role: 'client', advertisers: ['Acme', 'Beta'] })
  })

  it('accepts advertiser entries given as records', () => {
    const token = makeToken({
      role: 'client',
      email: 'a@b.test',
      advertisers: [{ advertiser: 'Acme' }, { name: 'Beta' }, { id: 3 }] as unknown as string[],
    })
    expect(decodeToken(token)?.advertisers).toEqual(['Acme', 'Beta'])
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['one segment', 'not-a-token'],
    ['a payload that is not base64', 'aaa.!!!.ccc'],
    ['a payload that is not JSON', `x.${btoa('hello')}.y`],
  ])('counts %s as signed out', (_what, token) => expect(decodeToken(token)).toBeNull())

  it('counts a token whose exp has passed as signed out', () => {
    const exp = Math.floor(now / 1000) - 1
    expect(
      decodeToken(makeToken({ role: 'client', email: 'a', advertisers: [], exp }), now),
    ).toBeNull()
  })

  it('keeps a token whose exp is still ahead', () => {
    const exp = Math.floor(now / 1000) + 60
    expect(
      decodeToken(makeToken({ role: 'client', email: 'a', advertisers: [], exp }), now)?.exp,
    ).toBe(exp)
  })

  it('gives a null role and no advertisers when the payload lacks them', () => {
    const token = `x.${btoa(JSON.stringify({ sub: 1 }))}.y`
    expect(decodeToken(token)).toEqual({ role: null, advertisers: [], exp: null })
  })
})
