import { describe, expect, it } from 'vitest'
import { validateForgotPassword, validateLogin, validatePasswordChange } from './validation'

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

describe('password change validation', () => {
  it.each([
    ['', ''],
    ['secret', ''],
    ['', 'secret'],
    ['   ', '   '],
  ])('needs both fields: %j / %j', (password, confirm) =>
    expect(validatePasswordChange(password, confirm)).toBe('Both fields are required.'),
  )

  it('needs them to match exactly', () => {
    expect(validatePasswordChange('secret', 'Secret')).toBe('Passwords do not match.')
    expect(validatePasswordChange('secret ', 'secret')).toBe('Passwords do not match.')
  })

  it('sets no length rule', () => expect(validatePasswordChange('a', 'a')).toBeNull())
})

describe('forgot-password validation', () => {
  it('needs an email', () => {
    expect(validateForgotPassword('  ')).toBe('Email is required.')
    expect(validateForgotPassword('a@b.test')).toBeNull()
  })
})
