import { describe, expect, it } from 'vitest'
import { validateForgotPassword, validateLogin } from './validation'

describe('login validation', () => {
  it.each([
    ['', 'secret'],
    ['a@b.test', ''],
    ['   ', 'secret'],
    ['a@b.test', '  \t'],
  ])('refuses %j / %j', (email, password) =>
    expect(validateLogin(email, password)).toBe('Email and password cannot be empty.'),
  )

  it('accepts both filled in', () => expect(validateLogin('a@b.test', ' x ')).toBeNull())
})

describe('forgot-password validation', () => {
  it('needs an email', () => {
    expect(validateForgotPassword('  ')).toBe('Email is required.')
    expect(validateForgotPassword('a@b.test')).toBeNull()
  })
})
