import { messages } from '../domain/messages'

/**
 * Why a call failed. `aborted` is never shown to anyone: the caller left. `shape` means the server
 * answered OK with a body the contract does not allow.
 */
export type ApiErrorKind = 'not-configured' | 'network' | 'http' | 'shape' | 'aborted'

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

/** The two texts section 8 names for each screen: its own fallback and its network message. */
export interface ErrorTexts {
  readonly fallback: string
  readonly network: string
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
    case 'http':
      return error.serverMessage ?? texts.fallback
    default:
      return texts.fallback
  }
}
