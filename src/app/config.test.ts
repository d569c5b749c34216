import { describe, expect, it } from 'vitest'
import { webAddress } from './config'

describe('webAddress', () => {
  it('accepts http and https addresses', () => {
    expect(webAddress('https://manage.example.com')).toBe('https://manage.example.com/')
    expect(webAddress(' http://manage.example.com/app ')).toBe('http://manage.example.com/app')
  })

  it.each([undefined, '', '  ', 'manage.example.com', 'javascript:alert(1)', 'ftp://x.example'])(
    'gives null for %j',
    (value) => expect(webAddress(value)).toBeNull(),
  )
})
