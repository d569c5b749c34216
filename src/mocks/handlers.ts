import {
  delay,
  http,
  HttpResponse,
  type HttpResponseResolver,
  type RequestHandlerOptions,
} from 'msw'
import {
  advertiserRecords,
  generatedAdvertisers,
  optimizationRecords,
  scaleUser,
  users,
  type DemoUser,
} from './fixtures'
import { isRecord } from '../domain/values'
import { makeToken, verifiedClaims } from './token'

/**
 * The backend contract (contract/openapi.yaml, spec section 7) as MSW handlers. Paths match on
 * any host, so the same handlers serve Storybook, unit tests, the demo and (over real HTTP,
 * contract/serve.ts) the end-to-end tests and the backend probe's own tests. Their tests check
 * every answer against the document.
 *
 * They refuse what a real backend must (the document's description and `x-` fields): a token it
 * did not sign, or one that names `alg: none`, is a 401; a request naming another user's email is
 * a 403, and so is an advertiser that is not the caller's. Emails are compared without regard to
 * case. A token is revoked by a logout, by a password change (every other token of that user
 * issued before it) and by going unused for `idleLimitMs` from its issue (the session check is no
 * use of it). Failed sign-ins slow one email down (a delay) and lock one source address out;
 * repeated reset requests for one email are answered 429 for a while. Every answer says
 * `Cache-Control: no-store`.
 */
const endpoints = {
  login: { method: 'post', path: '/api/auth/login' },
  authCheck: { method: 'get', path: '/api/auth/client-auth-check' },
  forgotPassword: { method: 'post', path: '/api/forgot-password' },
  advertisers: { method: 'get', path: '/api/advertisers' },
  logout: { method: 'post', path: '/api/auth/logout' },
  optimization: { method: 'get', path: '/api/advertiser-optimizations/:key' },
  userQuery: { method: 'post', path: '/api/auth/query' },
  profile: { method: 'post', path: '/api/auth/profile-with-advertisers' },
  updatePassword: { method: 'put', path: '/api/auth/update-password' },
} as const

export type Endpoint = keyof typeof endpoints

export function on(
  endpoint: Endpoint,
  resolver: HttpResponseResolver,
  options?: RequestHandlerOptions,
) {
  const { method, path } = endpoints[endpoint]
  return http[method](`*${path}`, resolver, options)
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json()
    return isRecord(body) ? body : {}
  } catch {
    return {}
  }
}

/**
 * A JSON answer of the contract: personal data or not, no browser or proxy keeps it (N12; the
 * document's `x-personal-data` answers must say so, and these say it on every answer).
 */
function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return HttpResponse.json(body as Record<string, unknown>, {
    status: init.status,
    headers: { 'Cache-Control': 'no-store', ...init.headers },
  })
}

const unauthorized = () => answer({ error: 'Invalid or expired token' }, { status: 401 })

/** How often a reset may be asked for one email within `attemptWindowMs`. */
export const attemptLimit = 5
const attemptWindowMs = 15 * 60 * 1000
/** The shortest new password the contract takes (the spec sets none; `x-passwords`). */
export const minimumPasswordLength = 8

/**
 * The sign-in limits (N5; the document's `x-sign-in-limits`). Per email, a delay: after
 * `failures` within the window, each further attempt for that email waits `firstDelayMs`,
 * doubled for each further failure up to `maxDelayMs`, and once the wait is over a correct
 * password signs in. Per source address, a lock-out: after `failures` within the window, every
 * sign-in from there is refused until they are older than the window.
 */
export const signInLimits = {
  perEmail: {
    failures: 5,
    windowMs: attemptWindowMs,
    firstDelayMs: 30 * 1000,
    maxDelayMs: attemptWindowMs,
  },
  perSource: { failures: 20, windowMs: attemptWindowMs },
}

type SignInLimits = typeof signInLimits

/** Whole minutes, for a text: at least one. */
const minutes = (ms: number) => {
  const count = Math.max(1, Math.ceil(ms / 60_000))
  return `${count} minute${count === 1 ? '' : 's'}`
}

/** The texts the contract's own refusals answer with; the portal shows them as the server's. */
export const contractTexts = {
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  /** A sign-in for an email delayed by its failures, `waitMs` before the next attempt. */
  signInDelayed: (waitMs: number) =>
    `Too many failed sign-ins. Please wait ${minutes(waitMs)} and try again.`,
  passwordTooShort: `Choose a password of at least ${minimumPasswordLength} characters.`,
}

/** 429 with `Retry-After`: the whole seconds until `waitMs` is over. */
const tooMany = (error: string, waitMs: number) =>
  answer(
    { error },
    { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) } },
  )

const tooManyAttempts = () => tooMany(contractTexts.tooManyAttempts, attemptWindowMs)

/** Counts attempts for each key; past `limit` within `windowMs`, it says so. */
function attemptCounter(limit = attemptLimit, windowMs = attemptWindowMs) {
  const attempts = new Map<string, number[]>()
  const recent = (key: string) =>
    (attempts.get(key) ?? []).filter((at) => Date.now() - at < windowMs)
  return {
    recent,
    exceeded: (key: string) => recent(key).length >= limit,
    add: (key: string) => attempts.set(key, [...recent(key), Date.now()]),
    clear: (key: string) => attempts.delete(key),
  }
}

/** An email as the contract compares it: trimmed, in lower case. */
const emailKey = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/** The `error` texts of the 403 answers: the portal shows them where spec section 8 says so. */
export const refusals = {
  otherUser: 'You can only see your own account.',
  otherAdvertiser: 'That advertiser is not assigned to your account.',
}
const forbidden = (error: string) => answer({ error }, { status: 403 })

/** Whether `email` names this user: trimmed, without regard to case. */
const isEmailOf = (user: DemoUser, email: unknown) =>
  typeof email === 'string' && email.trim().toLowerCase() === user.email.toLowerCase()

const userByEmail = (email: unknown) => users.find((user) => isEmailOf(user, email))

const nameOf = (record: Record<string, unknown>) => String(record.advertiser ?? record.name ?? '')

interface HandlerOptions {
  /**
   * Where the demo report pages are served. By default the links stay relative (the demo serves
   * the pages itself); the end-to-end tests serve them from a second origin, as in production.
   */
  readonly reportOrigin?: string
  /**
   * How long a token may go unused before it is refused, counted from its issue; one hour by
   * default. The session check is no use of it (N4).
   */
  readonly idleLimitMs?: number
  /** How long a token lives (its `exp`); eight hours by default. */
  readonly tokenLifetimeMs?: number
  /** The sign-in limits, where a test needs shorter waits or other counts. */
  readonly signInLimits?: {
    readonly perEmail?: Partial<SignInLimits['perEmail']>
    readonly perSource?: Partial<SignInLimits['perSource']>
  }
  /**
   * The address a request came from, for the per-source sign-in limit: the HTTP server's socket
   * (contract/serve.ts). Without it (a service worker, a test's own requests) every request
   * counts as one source.
   */
  readonly sourceOf?: (request: Request) => string
}

/** Advertiser records with their demo report links moved to `reportOrigin`. */
function withReportOrigin(
  records: readonly Record<string, unknown>[],
  reportOrigin: string | undefined,
): Record<string, unknown>[] {
  if (!reportOrigin) return [...records]
  return records.map((record) =>
    Object.fromEntries(
      Object.entries(record).map(([field, value]) => [
        field,
        typeof value === 'string'
          ? value.replace('/demo-reports/', `${reportOrigin}/demo-reports/`)
          : value,
      ]),
    ),
  )
}

/**
 * A fresh demo backend. Its state (each user's password) lives in this closure, so every story
 * and test starts from the same data and the demo remembers a changed password until reload.
 */
export function createHandlers({
  reportOrigin,
  idleLimitMs = 60 * 60 * 1000,
  tokenLifetimeMs = 8 * 60 * 60 * 1000,
  signInLimits: limits = {},
  sourceOf = () => 'one source',
}: HandlerOptions = {}) {
  const perEmail = { ...signInLimits.perEmail, ...limits.perEmail }
  const perSource = { ...signInLimits.perSource, ...limits.perSource }
  const passwords = new Map(users.map((user) => [user.email, user.password]))
  /** Tokens refused from now on: logged out, or left unused too long. */
  const revoked = new Set<string>()
  /** When each token was last used by its user's own call, or else issued (N4). */
  const lastUse = new Map<string, number>()
  /** Per user: when the password changed (seconds), and the token that changed it. */
  const passwordChanged = new Map<string, { readonly at: number; readonly by: string }>()
  const failedByEmail = attemptCounter(perEmail.failures, perEmail.windowMs)
  const failedBySource = attemptCounter(perSource.failures, perSource.windowMs)
  const resetRequests = attemptCounter()

  /** How long sign-in for this email must still wait, in ms; 0 when it may go ahead. */
  function emailWait(email: string): number {
    const failures = failedByEmail.recent(email)
    if (failures.length < perEmail.failures) return 0
    const delay = Math.min(
      perEmail.firstDelayMs * 2 ** (failures.length - perEmail.failures),
      perEmail.maxDelayMs,
    )
    return Math.max(0, (failures.at(-1) ?? 0) + delay - Date.now())
  }

  /** How long sign-in from this source stays locked, in ms; 0 when it is not. */
  function sourceWait(source: string): number {
    const failures = failedBySource.recent(source)
    if (failures.length < perSource.failures) return 0
    // Locked until enough of these failures are older than the window.
    const oldestThatCounts = failures[failures.length - perSource.failures] ?? Date.now()
    return Math.max(0, oldestThatCounts + perSource.windowMs - Date.now())
  }

  const demoRecords = withReportOrigin(advertiserRecords, reportOrigin)
  const scaleRecords = withReportOrigin(generatedAdvertisers(2000), reportOrigin)

  /** The advertiser records a user may see: none for other roles. */
  function recordsFor(user: DemoUser): Record<string, unknown>[] {
    if (user.role !== 'client') return []
    return user.email === scaleUser.email ? scaleRecords : demoRecords
  }

  /** Names for the token; the scale user's 2,000 would not fit in a request header. */
  function tokenAdvertisers(user: DemoUser): string[] {
    return user.email === scaleUser.email ? [] : [...new Set(recordsFor(user).map(nameOf))]
  }

  /**
   * The caller and its token: a token this backend signed, not expired, not revoked (a logout,
   * a password change since it was issued, unused for too long since it was issued or last
   * used). A call that is `use` keeps it alive; the session check is not (N4).
   */
  function callerOf(
    request: Request,
    { use = true }: { use?: boolean } = {},
  ): { user: DemoUser; token: string } | undefined {
    const header = request.headers.get('Authorization') ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    const claims = token ? verifiedClaims(token) : null
    if (typeof claims?.exp !== 'number' || claims.exp * 1000 < Date.now()) return undefined
    const user = userByEmail(claims.email)
    if (!user || revoked.has(token)) return undefined
    const changed = passwordChanged.get(user.email)
    if (changed && token !== changed.by && (claims.iat ?? 0) < changed.at) return undefined
    // A token this backend made without a sign-in (a test's) was issued at its `iat`.
    const last = lastUse.get(token) ?? (claims.iat ?? 0) * 1000
    if (Date.now() - last > idleLimitMs) {
      revoked.add(token)
      return undefined
    }
    if (use) lastUse.set(token, Date.now())
    return { user, token }
  }

  const userFrom = (request: Request) => callerOf(request)?.user

  /** The caller's advertiser record that `key` names by id (any id field) or by name. */
  function advertiserOf(user: DemoUser, key: string): Record<string, unknown> | undefined {
    const ids = (record: Record<string, unknown>) => [record._id, record.id, record.advertiserId]
    return recordsFor(user).find((record) => ids(record).includes(key) || nameOf(record) === key)
  }

  return [
    on('login', async ({ request }) => {
      const { email, password } = await jsonBody(request)
      const source = sourceOf(request)
      const locked = sourceWait(source)
      if (locked > 0) return tooMany(contractTexts.tooManyAttempts, locked)
      const delayed = emailWait(emailKey(email))
      if (delayed > 0) return tooMany(contractTexts.signInDelayed(delayed), delayed)
      const user = userByEmail(email)
      if (!user || passwords.get(user.email) !== password) {
        failedByEmail.add(emailKey(email))
        failedBySource.add(source)
        return answer({ message: 'Unauthorized' }, { status: 401 })
      }
      failedByEmail.clear(emailKey(email))
      const iat = Math.floor(Date.now() / 1000)
      const token = makeToken({
        role: user.role,
        email: user.email,
        advertisers: tokenAdvertisers(user),
        iat,
        exp: iat + Math.round(tokenLifetimeMs / 1000),
      })
      // The idle clock starts now, not at the token's first use (N4).
      lastUse.set(token, Date.now())
      return answer({ token })
    }),

    on('authCheck', ({ request }) => {
      // The portal's own check, every 15 minutes and on returning to the tab: no use of the token.
      const user = callerOf(request, { use: false })?.user
      if (!user) return unauthorized()
      return answer({
        role: user.role,
        accounts: [{ id: 'acct-100', name: `${user.name} (Client Services)` }],
      })
    }),

    on('forgotPassword', async ({ request }) => {
      const { email } = await jsonBody(request)
      if (typeof email !== 'string' || email.trim() === '') {
        return answer({ error: 'Email is required.' }, { status: 400 })
      }
      if (resetRequests.exceeded(emailKey(email))) return tooManyAttempts()
      resetRequests.add(emailKey(email))
      return answer({ message: 'If the account exists, an email is on its way.' })
    }),

    on('advertisers', ({ request }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const email = new URL(request.url).searchParams.get('email')
      if (!isEmailOf(user, email)) return forbidden(refusals.otherUser)
      return answer(recordsFor(user))
    }),

    on('logout', ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthorized()
      revoked.add(caller.token)
      return answer({ message: 'Logged out' })
    }),

    on('optimization', ({ request, params }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const record = advertiserOf(user, String(params.key))
      if (!record) return forbidden(refusals.otherAdvertiser)
      const id = record._id ?? record.id ?? record.advertiserId
      const data = typeof id === 'string' ? optimizationRecords[id] : undefined
      // An advertiser without optimisation data gets an empty body, which the portal reads as {}.
      return data
        ? answer(data)
        : new HttpResponse(null, { status: 200, headers: { 'Cache-Control': 'no-store' } })
    }),

    on('userQuery', async ({ request }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const { field, value } = await jsonBody(request)
      if (field !== 'email') {
        return answer({ error: 'Users can only be looked up by email.' }, { status: 400 })
      }
      if (!isEmailOf(user, value)) return forbidden(refusals.otherUser)
      return answer([{ email: user.email, mobile: user.mobile }])
    }),

    on('profile', async ({ request }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const { email } = await jsonBody(request)
      if (!isEmailOf(user, email)) return forbidden(refusals.otherUser)
      return answer({
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        role: user.role,
        advertiserObjects: [...new Set(recordsFor(user).map(nameOf))].map((advertiser) => ({
          advertiser,
        })),
      })
    }),

    on('updatePassword', async ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthorized()
      const { password } = await jsonBody(request)
      if (typeof password !== 'string' || password === '') {
        return answer({ error: 'Password is required.' }, { status: 400 })
      }
      if (password.length < minimumPasswordLength) {
        return answer({ error: contractTexts.passwordTooShort }, { status: 400 })
      }
      passwords.set(caller.user.email, password)
      // Every other session of this user ends: a stolen token is worth nothing after a change.
      // (Tokens carry whole seconds: one issued earlier in this same second survives.)
      passwordChanged.set(caller.user.email, {
        at: Math.floor(Date.now() / 1000),
        by: caller.token,
      })
      return answer({ message: 'Password updated' })
    }),
  ]
}

/**
 * Named failures, each overriding one endpoint; put them in front of createHandlers() with
 * `msw.use(...)` / `server.use(...)`.
 */
export const failures = {
  /** A non-OK status whose JSON body carries the server's `error` text, or no text at all. */
  serverError: (endpoint: Endpoint, error?: string, status = 500) =>
    on(endpoint, () => HttpResponse.json(error ? { error } : {}, { status })),
  /** fetch itself rejects, as when the backend is unreachable. */
  networkError: (endpoint: Endpoint) => on(endpoint, () => HttpResponse.error()),
  /** Answers normally after `ms`; 'infinite' never answers, to hold a loading state. */
  slow: (endpoint: Endpoint, ms: number | 'infinite' = 'infinite') =>
    on(endpoint, async () => {
      await delay(ms)
      // Returning nothing hands the request on to the regular handler.
    }),
  /** Answers normally once `released` settles: a loading state a story ends when it says. */
  heldUntil: (endpoint: Endpoint, released: Promise<unknown>) =>
    on(endpoint, async () => {
      await released
    }),
  /** 200 with an empty body. */
  empty: (endpoint: Endpoint) => on(endpoint, () => new HttpResponse(null, { status: 200 })),
  /** 200 with a JSON body of the wrong shape. */
  wrongShape: (endpoint: Endpoint, body: unknown = { unexpected: true }) =>
    on(endpoint, () => HttpResponse.json(body as Record<string, unknown>)),
  /** 200 with a body that is not JSON at all. */
  notJson: (endpoint: Endpoint) =>
    on(endpoint, () => HttpResponse.text('<html>Gateway hiccup</html>', { status: 200 })),
  /** The first call fails with a 500, and the calls after it are answered as usual (Try again). */
  failsOnce: (endpoint: Endpoint) =>
    on(endpoint, () => HttpResponse.json({}, { status: 500 }), { once: true }),
  /** 200 with this JSON body. */
  respond: (endpoint: Endpoint, body: unknown) =>
    on(endpoint, () => HttpResponse.json(body as Record<string, unknown>)),
}

/** A server's own `error` text, as a 'serverErrorText' fault answers with it. */
export const serverErrorText = (endpoint: Endpoint) => `The ${endpoint} service is unavailable.`

/** The faults the tests put in front of one endpoint (e2e/servers.ts, stories/faults). */
export type Fault =
  | 'serverErrorText'
  | 'serverError'
  | 'network'
  | 'notJson'
  | 'wrongShape'
  | 'slow'
  /** The server refuses the token. */
  | 'unauthorized'

/** The handler of `fault` at `endpoint`; a 'slow' reply comes after `slowMs`. */
export function faultHandler(endpoint: Endpoint, fault: Fault, { slowMs = 0 } = {}) {
  switch (fault) {
    case 'serverErrorText':
      return failures.serverError(endpoint, serverErrorText(endpoint), 503)
    case 'serverError':
      return failures.serverError(endpoint)
    case 'network':
      return failures.networkError(endpoint)
    case 'notJson':
      return failures.notJson(endpoint)
    case 'wrongShape':
      return failures.respond(endpoint, 'unexpected')
    case 'slow':
      return failures.slow(endpoint, slowMs)
    case 'unauthorized':
      return failures.serverError(endpoint, 'Invalid or expired token', 401)
  }
}
