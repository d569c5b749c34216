import { ApiError } from './errors'

/** Small checks for bodies as they come in, so malformed data never reaches a screen. */

export function shapeError(what: string): ApiError {
  return new ApiError('shape', what)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field shown as text: strings as they are, finite numbers written out, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** Like asText, but null when there is nothing to show. */
export function asOptionalText(value: unknown): string | null {
  const text = asText(value).trim()
  return text === '' ? null : text
}
