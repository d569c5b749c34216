import { messages } from '../domain/messages'

/**
 * `aborted`: the caller left, nothing to show. `shape`: an OK answer the contract does not allow.
 * `unanswered`: a write past its limit, which may or may not have happened.
 */
type ApiErrorKind = 'not-configured' | 'network' | 'http' | 'shape' | 'aborted' | 'unanswered'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly serverMessage: string | undefined

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; serverMessage?: string } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = details.status
    this.serverMessage = details.serverMessage
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'aborted'
}

export function shapeError(what: string): ApiError {
  return new ApiError('shape', what)
}

/**
 * The one place a failed call is logged. Errors carry the status and the path without its query,
 * never a body, an email, an advertiser or a token (SECURITY.md).
 */
export function logFailure(what: string, error: unknown) {
  if (!isAbort(error)) console.warn(`${what} failed.`, error)
}

export interface FailureTexts extends ErrorTexts {
  /** 'Loading advertisers': the console reads 'Loading advertisers failed.'. */
  readonly what: string
}

/** The two texts spec section 8 names for each screen. */
export interface ErrorTexts {
  readonly fallback: string
  readonly network: string
  /** Whether the server's own `error` text replaces the fallback (default true). */
  readonly serverText?: boolean
  /** A write with no answer in time: what may have happened, never that it failed. */
  readonly unanswered?: string
}

export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unanswered'
}

/** Spec section 8. */
export function errorMessage(error: unknown, texts: ErrorTexts): string {
  if (!(error instanceof ApiError)) return texts.fallback
  switch (error.kind) {
    case 'not-configured':
      return messages.backendNotConfigured
    case 'network':
      return texts.network
    case 'unanswered':
      return texts.unanswered ?? texts.network
    case 'http':
      return (texts.serverText !== false && error.serverMessage) || texts.fallback
    default:
      return texts.fallback
  }
}
