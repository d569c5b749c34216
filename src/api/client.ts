import { timings } from '../domain/timings'
import { messages } from '../domain/messages'
import { isRecord } from '../domain/values'
import { ApiError } from './errors'

type HttpMethod = 'GET' | 'POST' | 'PUT'

/**
 * How a call authenticates (spec section 7): `bearer` sends `Authorization: Bearer <token>` with
 * the stored token (when one is stored: the guard keeps token-less users off the pages that call
 * these), `none` never sends it.
 */
type AuthMode = 'bearer' | 'none'

export interface RequestOptions<T> {
  readonly method: HttpMethod
  readonly path: string
  /** Sent as JSON; each backend module types it (src/api/types.ts). */
  readonly body?: object
  readonly auth: AuthMode
  /** With `bearer`: this token instead of the stored one (a logout, once storage is cleared). */
  readonly token?: string | null
  /**
   * The body holds a password: it is sent only once the backend is confirmed as the one the
   * deployment names now (`ApiClientConfig.confirmBackend`).
   */
  readonly sendsPassword?: boolean
  /** Sent even if the page goes away meanwhile (fetch's `keepalive`): a logout. */
  readonly keepalive?: boolean
  /** Sends cookies cross-origin; login and logout need it. */
  readonly withCredentials?: boolean
  readonly signal?: AbortSignal
  /**
   * A call that changes something (a password, a session, a reset mail): it waits for the write
   * limit, not the read limit, since the server may still be making the change; past it, it fails
   * as `unanswered` (it may have happened), never as a network failure.
   */
  readonly write?: boolean
  /** False: only the status is read, the body never (logout, spec section 7). */
  readonly readBody?: boolean
  /** Checks the parsed body (undefined when empty) and returns it typed, or throws ApiError 'shape'. */
  readonly parse: (body: unknown) => T
  /**
   * How a failure names the call on the console, when its path itself names someone's data
   * (an advertiser's id, say). By default the path without its query, which may carry an email.
   */
  readonly logPath?: string
}

export interface ApiClient {
  request<T>(options: RequestOptions<T>): Promise<T>
  /**
   * Calls back with the token a request was sent with whenever the server answers it 401;
   * the auth context signs out on it. A listener added later hears at once of the tokens already
   * refused: the calls the entry starts before React has mounted (main.tsx) may be answered
   * before anyone listens. Gives back the way to stop listening.
   */
  onUnauthorized(listener: (token: string) => void): () => void
}

export interface ApiClientConfig {
  /** The backend host {host}; empty when none is configured. */
  readonly baseUrl: string
  readonly getToken: () => string | null
  readonly fetch?: typeof fetch
  /** A read unanswered after this long fails as a network failure (default 10 s). */
  readonly timeoutMs?: number
  /**
   * A write (`write: true`) unanswered after this long fails as `unanswered`: by default 60 s, or
   * the read limit when that is longer (docs/decisions.md: writes outlive reads).
   */
  readonly writeTimeoutMs?: number
  /**
   * Resolves when `baseUrl` is still the backend the deployment names (src/app/serverSettings.ts);
   * asked before a password is sent. Rejects with an ApiError otherwise.
   */
  readonly confirmBackend?: () => Promise<void>
}

/** Aborts when any of `signals` does (AbortSignal.any, which older Safari and Firefox lack). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals)
  const controller = new AbortController()
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason)
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  return controller.signal
}

/** The path without its query or fragment: errors are logged, and queries carry emails. */
function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? ''
}

function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path
}

/** The body as JSON; undefined when empty; the raw text when it is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The server's own `error` text (spec section 8), when its body carries one. */
function serverErrorText(body: unknown): string | undefined {
  const error = isRecord(body) ? body.error : undefined
  return typeof error === 'string' && error.trim() !== '' ? error : undefined
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = config.timeoutMs ?? timings.requestTimeoutMs
  const writeTimeoutMs = config.writeTimeoutMs ?? Math.max(timings.writeTimeoutMs, timeoutMs)
  const unauthorizedListeners = new Set<(token: string) => void>()
  const refusedTokens = new Set<string>()

  return {
    onUnauthorized(listener) {
      unauthorizedListeners.add(listener)
      for (const token of refusedTokens) listener(token)
      return () => unauthorizedListeners.delete(listener)
    },

    async request<T>(options: RequestOptions<T>): Promise<T> {
      if (!config.baseUrl.trim()) {
        throw new ApiError('not-configured', messages.backendNotConfigured)
      }
      const headers: Record<string, string> = { Accept: 'application/json' }
      const token = options.auth === 'none' ? null : (options.token ?? config.getToken())
      if (token) headers.Authorization = `Bearer ${token}`
      if (options.body !== undefined || options.method !== 'GET') {
        headers['Content-Type'] = 'application/json'
      }

      const logPath = options.logPath ?? withoutQuery(options.path)
      if (options.sendsPassword) await config.confirmBackend?.()
      const limit = options.write ? writeTimeoutMs : timeoutMs
      const timeout = AbortSignal.timeout(limit)
      let response: Response
      let body: unknown
      try {
        response = await doFetch(joinUrl(config.baseUrl, options.path), {
          method: options.method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: options.withCredentials ? 'include' : 'same-origin',
          keepalive: options.keepalive,
          signal: options.signal ? anySignal([options.signal, timeout]) : timeout,
        })
        if (options.readBody === false) void response.body?.cancel().catch(() => undefined)
        else body = await readBody(response)
      } catch (cause) {
        if (options.signal?.aborted) throw new ApiError('aborted', 'The request was aborted.')
        if (timeout.aborted && options.write) {
          // The server had the request and may still be making the change: nobody knows.
          throw new ApiError('unanswered', `No answer for ${logPath} within ${limit} ms`)
        }
        // A read with no answer in time counts as the network failing: the user may try again.
        const reason = timeout.aborted ? `no answer within ${limit} ms` : String(cause)
        throw new ApiError('network', `Network failure for ${logPath}: ${reason}`)
      }

      if (response.status === 401 && token) {
        refusedTokens.add(token)
        for (const listener of unauthorizedListeners) listener(token)
      }
      if (!response.ok) {
        throw new ApiError('http', `HTTP ${response.status} for ${logPath}`, {
          status: response.status,
          serverMessage: serverErrorText(body),
        })
      }
      return options.parse(body)
    },
  }
}

/**
 * The client for a configuration still on its way (the deployment's settings being read): a call
 * made before it is here waits for it, and a 401 listener added before it is here still hears.
 */
export function deferredApiClient(config: Promise<ApiClientConfig>): ApiClient {
  const client = config.then(createApiClient)
  return {
    request: async (options) => (await client).request(options),
    onUnauthorized(listener) {
      let stop: (() => void) | null = null
      let stopped = false
      void client.then((made) => {
        if (!stopped) stop = made.onUnauthorized(listener)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
