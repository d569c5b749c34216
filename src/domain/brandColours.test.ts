import { describe, expect, it } from 'vitest'
import { brandOf, defaultBrand } from './brand'
import { brandTokens, themeColours } from './brandColours'
import { contrast, parseHex, white } from './colour.mjs'

/** Surfaces like the tokens file's: near-white ones in light, near-black ones in dark. */
const surfaces = {
  light: ['#ffffff', '#f3f5fa', '#eef1f8'].map((hex) => parseHex(hex)!),
  dark: ['#0f1420', '#171e2e', '#1f2739'].map((hex) => parseHex(hex)!),
}

/** The two colours of a `light-dark(#…, #…)` value. */
function pair(value: string | undefined) {
  const colours = themeColours(value ?? '')
  if (!colours) throw new Error(`not a light-dark pair: ${value}`)
  return colours
}

describe('the brand', () => {
  it('is the portal’s own without settings, and keeps what the settings give', () => {
    expect(brandOf(undefined)).toEqual({ name: 'Client Portal' })
    expect(brandOf({})).toEqual(defaultBrand)
    expect(brandOf({ accentColor: '#a3401a' })).toEqual({
      name: 'Client Portal',
      accentColor: '#a3401a',
    })
    expect(brandOf({ name: 'Acme', logoUrl: '/acme.svg' })).toEqual({
      name: 'Acme',
      logoUrl: '/acme.svg',
    })
  })
})

describe('brand tokens from an accent colour', () => {
  it('gives nothing for a value that is not a colour', () => {
    expect(brandTokens('red', surfaces)).toBeNull()
    expect(brandTokens('#12345', surfaces)).toBeNull()
  })

  it('fills buttons with the accent itself, white text on it, in both themes', () => {
    const tokens = brandTokens('#A3401A', surfaces)!
    expect(tokens['--color-brand']).toBe('light-dark(#a3401a, #a3401a)')
    expect(tokens['--color-on-brand']).toBe('light-dark(#ffffff, #ffffff)')
  })

  it.each(['#a3401a', '#3341c4', '#767676', '#006400', '#000000', '#1a1a40', '#8a1c4a'])(
    'makes %s readable as text and outlines on every surface of both themes (AA)',
    (accent) => {
      const tokens = brandTokens(accent, surfaces)!
      const text = pair(tokens['--color-brand-text'])
      const strong = pair(tokens['--color-brand-strong'])
      const soft = pair(tokens['--color-brand-soft'])
      for (const surface of [...surfaces.light, soft.light]) {
        expect(contrast(text.light, surface)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(strong.light, surface)).toBeGreaterThanOrEqual(4.5)
      }
      for (const surface of [...surfaces.dark, soft.dark]) {
        expect(contrast(text.dark, surface)).toBeGreaterThanOrEqual(4.5)
      }
      // White text on the hover fill is at least as readable as on the accent.
      expect(contrast(strong.light, white)).toBeGreaterThanOrEqual(
        contrast(parseHex(accent)!, white),
      )
    },
  )

  it('keeps an accent that already reads well on light surfaces as it is', () => {
    const text = pair(brandTokens('#3341c4', surfaces)!['--color-brand-text'])
    expect(text.light).toEqual(parseHex('#3341c4'))
    // On dark surfaces the same indigo is too dark: it is lightened.
    expect(contrast(text.dark, white)).toBeLessThan(contrast(parseHex('#3341c4')!, white))
  })
})

describe('a token’s colours as the tokens file declares them', () => {
  it('reads light-dark pairs, single colours, and nothing else', () => {
    expect(themeColours('light-dark(#f3f5fa, #0f1420)')).toEqual({
      light: [243, 245, 250],
      dark: [15, 20, 32],
    })
    expect(themeColours(' light-dark( #fff ,#000 ) ')).toEqual({
      light: [255, 255, 255],
      dark: [0, 0, 0],
    })
    expect(themeColours('#ffffff')).toEqual({ light: [255, 255, 255], dark: [255, 255, 255] })
    expect(themeColours('var(--x)')).toBeNull()
    expect(themeColours('')).toBeNull()
  })
})
