// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { makeToken } from '../mocks/token'
import { hasUsableCredentials, readCredentials, readValidToken } from './credentials'

// The keys are spec section 3's, written out: authToken, userEmail and the older email.
afterEach(() => localStorage.clear())

const nowInSeconds = () => Math.floor(Date.now() / 1000)
const token = (exp: number) =>
  makeToken({ role: 'client', email: 'a@b.test', advertisers: [], exp })

describe('the stored credentials', () => {
  it('read the email from userEmail', () => {
    localStorage.setItem('authToken', 't')
    localStorage.setItem('userEmail', 'a@b.test')
    localStorage.setItem('email', 'older@b.test')
    expect(readCredentials()).toEqual({ token: 't', email: 'a@b.test' })
  })

  it('fall back on the older email key', () => {
    localStorage.setItem('authToken', 't')
    localStorage.setItem('email', 'older@b.test')
    expect(readCredentials()).toEqual({ token: 't', email: 'older@b.test' })
  })

  it('are none without a token, or without an email', () => {
    localStorage.setItem('userEmail', 'a@b.test')
    expect(readCredentials()).toBeNull()
    localStorage.clear()
    localStorage.setItem('authToken', 't')
    expect(readCredentials()).toBeNull()
  })

  it('are usable while the token has not expired', () => {
    expect(hasUsableCredentials()).toBe(false)
    localStorage.setItem('userEmail', 'a@b.test')
    localStorage.setItem('authToken', token(nowInSeconds() + 3600))
    expect(hasUsableCredentials()).toBe(true)
    localStorage.setItem('authToken', token(nowInSeconds() - 3600))
    expect(hasUsableCredentials()).toBe(false)
  })
})

describe('the token sent with a call', () => {
  it('is the stored one while it has not expired, else none', () => {
    expect(readValidToken()).toBeNull()
    const valid = token(nowInSeconds() + 3600)
    localStorage.setItem('authToken', valid)
    expect(readValidToken()).toBe(valid)
    localStorage.setItem('authToken', token(nowInSeconds() - 3600))
    expect(readValidToken()).toBeNull()
  })
})
