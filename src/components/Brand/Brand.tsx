import { createContext, use, useLayoutEffect, type ReactNode } from 'react'
import { brandTokens, defaultBrand, themeColours, type Brand } from '../../domain/brand'
import type { Rgb } from '../../domain/colour.mjs'

const BrandContext = createContext<Brand>(defaultBrand)

/** The surfaces brand text is read on, in both themes, as tokens.css declares them. */
function readSurfaces(root: HTMLElement) {
  const style = getComputedStyle(root)
  const pairs = ['--color-bg', '--color-surface', '--color-surface-muted']
    .map((name) => themeColours(style.getPropertyValue(name)))
    .filter((pair): pair is { light: Rgb; dark: Rgb } => pair !== null)
  return { light: pairs.map((pair) => pair.light), dark: pairs.map((pair) => pair.dark) }
}

/**
 * The agency's brand for everything inside: its name (see `useBrand`) and, when it has an accent
 * colour, the brand tokens on the root element, so buttons, links, the focus ring and tiles'
 * icons take it in both themes. Without an accent the tokens file's own colours stay.
 */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  const { accentColor } = brand
  useLayoutEffect(() => {
    if (!accentColor) return
    const root = document.documentElement
    const tokens = brandTokens(accentColor, readSurfaces(root))
    if (!tokens) return
    for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value)
    return () => {
      for (const name of Object.keys(tokens)) root.style.removeProperty(name)
    }
  }, [accentColor])
  return <BrandContext value={brand}>{children}</BrandContext>
}

/** The brand in force: the agency's, or the portal's own ('Client Portal'). */
export function useBrand(): Brand {
  return use(BrandContext)
}
