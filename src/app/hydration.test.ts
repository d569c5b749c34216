import { describe, expect, it } from 'vitest'
import { rendersAsPrerendered, type Arrival } from './hydration'

const firstVisit: Arrival = {
  prerendered: '/login',
  pathname: '/login',
  search: '',
  tokenStored: false,
  brand: {},
}
const forgot: Arrival = {
  ...firstVisit,
  prerendered: '/forgot-password',
  pathname: '/forgot-password',
}

describe('hydrating a prerendered public page', () => {
  it('hydrates the first visit the build rendered: signed out, the portal’s own brand', () => {
    expect(rendersAsPrerendered(firstVisit)).toBe(true)
    expect(rendersAsPrerendered(forgot)).toBe(true)
    // Other query parameters are not read by either page.
    expect(rendersAsPrerendered({ ...firstVisit, search: '?utm_source=mail' })).toBe(true)
    expect(rendersAsPrerendered({ ...firstVisit, brand: { name: 'Client Portal' } })).toBe(true)
  })

  it.each<[string, Partial<Arrival>]>([
    ['a page that was not prerendered (index.html)', { prerendered: undefined }],
    ['another path than the one prerendered', { pathname: '/login/' }],
    ['another path than the one prerendered', { pathname: '/dashboard' }],
    ['a stored token: a session goes on, a token left over says it ended', { tokenStored: true }],
    ['?next=, which Forgot Password’s link carries', { search: '?next=%2Fsettings' }],
    ['?next= the page ignores, to be safe', { search: '?next=https%3A%2F%2Fevil.example' }],
    ['an agency’s name', { brand: { name: 'Acme Media' } }],
    ['an agency’s logo', { brand: { logoUrl: '/acme.svg' } }],
    ['an agency’s accent colour', { brand: { accentColor: '#0055aa' } }],
  ])('renders afresh for %s', (_why, change) => {
    expect(rendersAsPrerendered({ ...firstVisit, ...change })).toBe(false)
  })

  it('on /forgot-password, only the brand and the path count: neither session nor next shows there', () => {
    expect(rendersAsPrerendered({ ...forgot, tokenStored: true, search: '?next=%2Fx' })).toBe(true)
    expect(rendersAsPrerendered({ ...forgot, brand: { name: 'Acme Media' } })).toBe(false)
    expect(rendersAsPrerendered({ ...forgot, pathname: '/login' })).toBe(false)
  })
})
