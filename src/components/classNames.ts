/**
 * Joins class names, leaving out those that are not set: the one way a component adds the
 * `className` it was given to its own. Variants are data attributes, not classes.
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
