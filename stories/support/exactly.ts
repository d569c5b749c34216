/**
 * The whole of `text`, and nothing around it, as a pattern for `toHaveTextContent`: given a
 * string, that matcher passes on any element whose text merely contains it, so 'Failed to load
 * advertisers.' would pass inside 'Failed to load advertisers. Oops' (issue 56). The matcher
 * collapses the element's whitespace and trims it first; `text` is compared the same way.
 */
export function exactly(text: string): RegExp {
  const normalised = text.trim().replace(/\s+/g, ' ')
  return new RegExp(`^${normalised.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}
