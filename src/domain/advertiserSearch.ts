/**
 * Finding one advertiser among thousands (the dropdown's 'Find advertiser' field) and the short
 * list of the ones a user chose last ('Recently viewed'). Pure rules, shared by the component that
 * shows them and the hook that keeps them.
 */

/** Past this many names, the dropdown gets its search field and the recently viewed list. */
export const searchableAbove = 10

/** How many recently viewed advertisers are kept and shown. */
const recentLimit = 5

/** Text as the search compares it: accents dropped and case ignored ('Café' reads 'cafe'). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US')
}

/**
 * The recently viewed names a page shows beside a dropdown listing `names`: none unless it lists
 * more than ten, and only those still among them. Settings offers to clear them only when this is
 * not empty: where the list is shown.
 */
export function recentShown(names: readonly string[], recent: readonly string[]): string[] {
  if (names.length <= searchableAbove) return []
  const listed = new Set(names)
  return recent.filter((name) => listed.has(name))
}

/** The recently viewed list after choosing `name`: it comes first, once, and the oldest goes. */
export function addRecent(recent: readonly string[], name: string): string[] {
  return [name, ...recent.filter((other) => other !== name)].slice(0, recentLimit)
}

/** A stored list read back: names only, each once, at most `recentLimit`; anything else is []. */
export function parseRecent(stored: string | null): string[] {
  if (stored === null) return []
  try {
    const value: unknown = JSON.parse(stored)
    if (!Array.isArray(value)) return []
    const names = value.filter((name): name is string => typeof name === 'string' && name !== '')
    return [...new Set(names)].slice(0, recentLimit)
  } catch {
    return []
  }
}

/**
 * Where one user's recently viewed advertisers are kept: a hash of the browser's own random salt
 * and the email (issue 26, S4). The list outlives the session (a preference), and its key gives
 * away neither the email nor, without that salt, whether a guessed email used the portal.
 * `salt` null: the key the lists had before there was a salt, read once to move them.
 */
export function recentKey(email: string, salt: string | null): string {
  const text = `${salt === null ? '' : `${salt}:`}${email.trim().toLowerCase()}`
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0)
  return `recentAdvertisers.${hash.toString(36)}`
}
