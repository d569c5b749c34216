// Colour arithmetic for the agency's accent (WCAG 2 contrast, sRGB mixing). Plain JavaScript,
// so scripts/write-config.mjs checks an accent under Node by the very rule the portal uses.
// Types: colour.d.mts.

/** The `[r, g, b]` (0 to 255) of `#rgb` or `#rrggbb`, or null for anything else. */
export function parseHex(value) {
  const match = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(typeof value === 'string' ? value : '')
  if (!match) return null
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16))
}

export function toHex(rgb) {
  return `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2's relative luminance. */
function luminance(rgb) {
  const [r, g, b] = rgb.map((part) => {
    const c = part / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** `a` moved towards `b` by `amount` (0 keeps `a`, 1 gives `b`), in sRGB. */
export function mix(a, b, amount) {
  return a.map((part, index) => part + (b[index] - part) * amount)
}

export const white = [255, 255, 255]
export const black = [0, 0, 0]

/** The text on a brand fill (buttons) is white: an accent must reach this against it. */
export const minimumTextContrast = 4.5
