import { brandTokens, themeColours } from '../../domain/brandColours'
import type { Rgb } from '../../domain/colour.mjs'

/** The surfaces brand text is read on, in both themes, as tokens.css declares them. */
function readSurfaces(root: HTMLElement) {
  const style = getComputedStyle(root)
  const pairs = ['--color-bg', '--color-surface', '--color-surface-muted']
    .map((name) => themeColours(style.getPropertyValue(name)))
    .filter((pair): pair is { light: Rgb; dark: Rgb } => pair !== null)
  return { light: pairs.map((pair) => pair.light), dark: pairs.map((pair) => pair.dark) }
}

/**
 * Puts the brand tokens for `accentColor` on `root` (inline custom properties, which the CSP
 * allows: they are set through the CSSOM), and gives back the function that takes them off.
 */
export function applyBrandColours(root: HTMLElement, accentColor: string): () => void {
  const tokens = brandTokens(accentColor, readSurfaces(root))
  if (!tokens) return () => {}
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value)
  return () => {
    for (const name of Object.keys(tokens)) root.style.removeProperty(name)
  }
}
