import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Brand } from '../../domain/brand'
import { BrandProvider } from './Brand'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
let link: HTMLLinkElement

beforeEach(() => {
  // index.html's link.
  link = document.createElement('link')
  link.rel = 'apple-touch-icon'
  link.setAttribute('href', '/apple-touch-icon.png')
  document.head.append(link)
})

afterEach(() => {
  const shown = root
  if (shown) act(() => shown.unmount())
  root = null
  link.remove()
})

function show(brand: Brand) {
  if (!root) {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  }
  const shown = root
  act(() => shown.render(<BrandProvider brand={brand}>Portal</BrandProvider>))
}

describe('BrandProvider', () => {
  it('points iOS’s home screen icon at the agency’s, and back at the portal’s without it', () => {
    show({ name: 'Acme Media', appleTouchIcon: '/acme-touch.png' })
    expect(link.getAttribute('href')).toBe('/acme-touch.png')
    show({ name: 'Client Portal' })
    expect(link.getAttribute('href')).toBe('/apple-touch-icon.png')
  })

  it('leaves the portal’s icon for a brand without one', () => {
    show({ name: 'Acme Media', logoUrl: '/acme-logo.svg' })
    expect(link.getAttribute('href')).toBe('/apple-touch-icon.png')
  })
})
