import { timings } from '../domain/timings'
import { messages } from '../domain/messages'
import { isRecord } from '../domain/values'
import { ApiError } from './errors'

type HttpMethod = 'GET' | 'POST' | 'PUT'

/** Spec section 7. `bearer` sends the stored token when there is one (the guard sees to that). */
type AuthMode = 'bearer' | 'none'

export interface RequestOptions<T> {
  readonly method: HttpMethod
  readonly path: string
  readonly body?: object
  readonly auth: AuthMode
  /** With `bearer`: this token instead of the stored one (a logout, once storage is cleared). */
  readonly token?: string | null
  /** Sent only once `ApiClientConfig.confirmBackend` has confirmed the backend. */
  readonly sendsPassword?: boolean
  /** Sent `keepalive`, and only its status read (logout, spec section 7): the tab may be gone. */
  readonly outlivesTab?: boolean
  readonly withCredentials?: boolean
  readonly signal?: AbortSignal
  /** Waits for the write limit, then fails as `unanswered`: the server may have made the change. */
  readonly write?: boolean
  /** Gets undefined for an empty body; throws `shapeError` for one the contract does not allow. */
  readonly parse: (body: unknown) => T
  /** For the console, when the path itself names someone's data (an advertiser's id). */
  readonly logPath?: string
}

export interface ApiClient {
  request<T>(options: RequestOptions<T>): Promise<T>
  /**
   * A listener added later hears at once of the tokens already refused: the calls main.tsx starts
   * before React mounts may be answered before anyone listens.
   */
  onUnauthorized(listener: (token: string) => void): () => void
}

export interface ApiClientConfig {
  /** Empty when none is configured. */
  readonly baseUrl: string
  readonly getToken: () => string | null
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
  /** Never shorter than the read limit (docs/decisions.md: writes outlive reads). */
  readonly writeTimeoutMs?: number
  /** Before a password is sent: is `baseUrl` still the deployment's backend (serverSettings.ts)? */
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

/** Errors are logged, and queries carry emails. */
function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? ''
}

function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Spec section 8. */
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
      if (options.method !== 'GET') headers['Content-Type'] = 'application/json'

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
          keepalive: options.outlivesTab,
          signal: options.signal ? anySignal([options.signal, timeout]) : timeout,
        })
        if (options.outlivesTab) void response.body?.cancel().catch(() => undefined)
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

/** For settings still being read: calls wait for them, and an early 401 listener still hears. */
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
