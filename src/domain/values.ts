/**
 * Reading values that come from outside the portal (a backend body, a token's payload): the one
 * way to tell a record from anything else, and to turn a field into text.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field shown as text: strings as they are, finite numbers written out, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** Like asText, but trimmed, and null when there is nothing to show. */
export function asOptionalText(value: unknown): string | null {
  const text = asText(value).trim()
  return text === '' ? null : text
}
