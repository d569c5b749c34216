/**
 * Reads src/styles/tokens.css as written, for the 'Design tokens' page: every custom property,
 * its light and dark values, and the group its name puts it in. Nothing is listed by hand, so a
 * token added to the file appears on the page.
 */

export type TokenGroup = 'colour' | 'type' | 'space' | 'radius' | 'shadow' | 'other'

export interface Token {
  readonly name: string
  /** The value as declared, with its white space collapsed. */
  readonly value: string
  /** For `light-dark(a, b)`, a and b; otherwise the value, in both themes. */
  readonly light: string
  readonly dark: string
  readonly group: TokenGroup
}

const prefixes: readonly (readonly [string, TokenGroup])[] = [
  ['--color-', 'colour'],
  ['--font-', 'type'],
  ['--space-', 'space'],
  ['--radius-', 'radius'],
  ['--shadow-', 'shadow'],
]

/** The group a token's name puts it in. */
export function groupOf(name: string): TokenGroup {
  return prefixes.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'other'
}

/** The arguments of `light-dark(a, b)`, split at its one top-level comma; null for anything else. */
export function splitLightDark(value: string): readonly [string, string] | null {
  const match = /^light-dark\((.*)\)$/.exec(value)
  if (!match?.[1]) return null
  const inner = match[1]
  let depth = 0
  for (let at = 0; at < inner.length; at += 1) {
    const char = inner[at]
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    else if (char === ',' && depth === 0) {
      return [inner.slice(0, at).trim(), inner.slice(at + 1).trim()]
    }
  }
  return null
}

/** Every `--name: value;` in a style sheet, in the order written; comments are skipped. */
export function parseTokens(css: string): Token[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...text.matchAll(/(?:^|[{;\s])(--[\w-]+)\s*:\s*([^;{}]+);/g)].map((match) => {
    const name = match[1] ?? ''
    const value = (match[2] ?? '').replace(/\s+/g, ' ').trim()
    const [light, dark] = splitLightDark(value) ?? [value, value]
    return { name, value, light, dark, group: groupOf(name) }
  })
}

/** The tokens of each group, in the page's order; a group without tokens is left out. */
export function groupTokens(tokens: readonly Token[]): [TokenGroup, Token[]][] {
  const order: TokenGroup[] = ['colour', 'type', 'space', 'radius', 'shadow', 'other']
  return order
    .map((group): [TokenGroup, Token[]] => [group, tokens.filter((t) => t.group === group)])
    .filter(([, members]) => members.length > 0)
}
