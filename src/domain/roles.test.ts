import { describe, expect, it } from 'vitest'
import { isClientRole, normaliseRole } from './roles'

describe('role gate', () => {
  it.each(['client', 'Client', 'CLIENT', ' client ', 'cli_ent', 'C L I E N T'])(
    'accepts %j as the client role',
    (role) => expect(isClientRole(role)).toBe(true),
  )

  it.each(['admin', 'client-admin', 'clients', '', 'superclient'])('refuses %j', (role) =>
    expect(isClientRole(role)).toBe(false),
  )

  it.each([undefined, null, 42, {}, ['client']])('refuses the non-string %j', (role) =>
    expect(isClientRole(role)).toBe(false),
  )

  it('normalises by lower-casing and removing underscores and spaces only', () => {
    expect(normaliseRole('Account_Manager X')).toBe('accountmanagerx')
    expect(normaliseRole('client-admin')).toBe('client-admin')
  })

  it('normalises a role that is no text to nothing', () => {
    expect(normaliseRole(undefined)).toBe('')
    expect(normaliseRole(42)).toBe('')
  })
})
