import { messages } from '../domain/messages'

/**
 * Why a call failed. `aborted` is never shown to anyone: the caller left. `shape` means the server
 * answered OK with a body the contract does not allow. `unanswered`: a write got no answer within
 * its limit, so it may or may not have happened.
 */
type ApiErrorKind = 'not-configured' | 'network' | 'http' | 'shape' | 'aborted' | 'unanswered'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's own `error` text, when it sent one. */
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

/** The server answered OK with a body the contract does not allow. */
export function shapeError(what: string): ApiError {
  return new ApiError('shape', what)
}

/**
 * The one place a failed call is logged: a warning saying what failed, unless the caller left
 * (an abort is no failure). Errors carry the status and the path without its query, never a
 * request's body, an email, an advertiser or a token (SECURITY.md).
 */
export function logFailure(what: string, error: unknown) {
  if (!isAbort(error)) console.warn(`${what} failed.`, error)
}

/** What a failed call is called on the console, and the texts its message is chosen from. */
export interface FailureTexts extends ErrorTexts {
  /** 'Loading advertisers', say: the console reads 'Loading advertisers failed.'. */
  readonly what: string
}

/** The two texts section 8 names for each screen: its own fallback and its network message. */
export interface ErrorTexts {
  readonly fallback: string
  readonly network: string
  /** Whether the server's own `error` text replaces the fallback (default true). */
  readonly serverText?: boolean
  /**
   * A write's text for no answer within its limit: what may have happened, never that it failed
   * (the network message when not given).
   */
  readonly unanswered?: string
}

/** A write got no answer in time: it may have happened. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unanswered'
}

/**
 * The message a user reads for a failed call (spec section 8): the server's `error` text where it
 * gives one, else the screen's fallback; the screen's network message when fetch itself failed;
 * 'Backend URL is not configured.' when there is no host to call.
 */
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
