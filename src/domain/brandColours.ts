import { black, contrast, minimumTextContrast, mix, parseHex, toHex, white } from './colour.mjs'
import type { Rgb } from './colour.mjs'

// Loaded only where a brand sets an accent colour (components/Brand): the portal's own look
// needs none of it, so /login does not download it.

/** The page colours brand text must stand out on, in each theme (src/styles/tokens.css). */
export interface Surfaces {
  readonly light: readonly Rgb[]
  readonly dark: readonly Rgb[]
}

/** `from` moved towards `to` in 5% steps until it reaches `ratio` on every surface. */
function until(from: Rgb, to: Rgb, surfaces: readonly Rgb[], ratio: number): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const colour = mix(from, to, step / 20)
    if (surfaces.every((surface) => contrast(colour, surface) >= ratio)) return colour
  }
  return to
}

const lightDark = (light: Rgb, dark: Rgb) => `light-dark(${toHex(light)}, ${toHex(dark)})`

/**
 * The brand tokens of src/styles/tokens.css for an accent colour, in both themes, or null when
 * the value is not a colour. The accent itself fills buttons (white text reaches AA on it, as
 * deploySettings checks); as text, icons and the focus ring on the page it is darkened (light
 * theme) or lightened (dark theme) just enough to reach AA on every surface.
 */
export function brandTokens(
  accentColor: string,
  surfaces: Surfaces,
): Record<string, string> | null {
  const accent = parseHex(accentColor)
  if (!accent) return null
  const darkSurface = surfaces.dark[0] ?? black
  const softLight = mix(accent, white, 0.88)
  const softDark = mix(accent, darkSurface, 0.75)
  // Brand text also sits on the brand's own tinted background (selected rows, info messages).
  const light = [...surfaces.light, softLight]
  const dark = [...surfaces.dark, softDark]
  const lightText = until(accent, black, light, minimumTextContrast)
  const darkText = until(accent, white, dark, minimumTextContrast)
  // The hover fill doubles as the deeper brand text in light (tokens.css, brand-text-strong).
  const strong = until(mix(accent, black, 0.2), black, light, minimumTextContrast)
  return {
    '--color-brand': lightDark(accent, accent),
    '--color-brand-strong': lightDark(strong, strong),
    '--color-brand-soft': lightDark(softLight, softDark),
    '--color-brand-text': lightDark(lightText, darkText),
    '--color-on-brand': lightDark(white, white),
  }
}

/**
 * The light and dark colours of a token as tokens.css declares it (`light-dark(#aaa, #bbb)`, or
 * one colour for both); null when it is not written that way.
 */
export function themeColours(declared: string): { light: Rgb; dark: Rgb } | null {
  const pair = /^\s*light-dark\(\s*(#[\da-f]+)\s*,\s*(#[\da-f]+)\s*\)\s*$/i.exec(declared)
  const light = parseHex(pair ? pair[1] : declared.trim())
  const dark = pair ? parseHex(pair[2]) : light
  return light && dark ? { light, dark } : null
}
