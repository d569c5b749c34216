import { describe, expect, it } from 'vitest'
import { clockOffset, decodeToken } from './token'
import { makeToken } from '../mocks/token'

const now = Date.UTC(2026, 10, 21) // 2026-11-21

describe('decodeToken', () => {
  it('reads the role from the payload', () => {
    const token = makeToken({ role: 'client', email: 'a@b.test', advertisers: ['Acme'] })
    expect(decodeToken(token)?.role).toBe('client')
  })

  it('leaves out the unverified advertisers claim, so nothing can authorise on it', () => {
    const exp = Math.floor(now / 1000) + 60
    const token = makeToken({ role: 'client', email: 'a@b.test', advertisers: ['Acme'], exp })
    expect(decodeToken(token, now)).toEqual({ role: 'client', exp })
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

  it('counts a token as signed out at the very second of its exp', () => {
    const exp = now / 1000
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

  it('gives a null role and no expiry when the payload lacks them', () => {
    const token = `x.${btoa(JSON.stringify({ sub: 1 }))}.y`
    expect(decodeToken(token)).toEqual({ role: null, exp: null })
  })

  it('counts a payload that is not an object as signed out', () =>
    expect(decodeToken(`x.${btoa(JSON.stringify([1, 2]))}.y`)).toBeNull())
})

describe('clockOffset', () => {
  it('is how far the server’s clock, by the token’s iat, is ahead of this one', () => {
    const iat = now / 1000
    const token = makeToken({ role: 'client', email: 'a', advertisers: [], iat })
    expect(clockOffset(token, now - 5000)).toBe(5000)
    expect(clockOffset(token, now + 7000)).toBe(-7000)
  })

  it('is 0 for a token without a usable iat, or that does not decode', () => {
    expect(clockOffset(`x.${btoa(JSON.stringify({ sub: 1 }))}.y`, now)).toBe(0)
    expect(clockOffset(`x.${btoa(JSON.stringify({ iat: '1700000000' }))}.y`, now)).toBe(0)
    // JSON reads 1e999 as Infinity.
    expect(clockOffset(`x.${btoa('{"iat":1e999}')}.y`, now)).toBe(0)
    expect(clockOffset('not-a-token', now)).toBe(0)
  })
})
