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
 * The backend contract of spec section 7 as MSW handlers. Paths match on any host, so the same
 * handlers serve Storybook, unit tests, the demo and (over real HTTP) the end-to-end tests.
 *
 * They refuse what a real backend must (README, Security): a token it did not sign, or one that
 * names `alg: none`, is a 401; a request naming another user's email is a 403, and so is an
 * advertiser that is not the caller's. Emails are compared without regard to case. A token is
 * revoked by a logout, by a password change (every other token of that user issued before it)
 * and by going unused for `idleLimitMs`; repeated failed sign-ins and reset requests for one
 * email are answered 429 for a while.
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

const unauthorized = () => HttpResponse.json({ error: 'Invalid or expired token' }, { status: 401 })

/** How often sign-in may fail, or a reset be asked for, for one email within `attemptWindowMs`. */
export const attemptLimit = 5
const attemptWindowMs = 15 * 60 * 1000
/** The shortest new password the contract takes (the spec sets none; README, Security). */
export const minimumPasswordLength = 8

/** The texts the contract's own refusals answer with; the portal shows them as the server's. */
export const contractTexts = {
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  passwordTooShort: `Choose a password of at least ${minimumPasswordLength} characters.`,
}

const tooManyAttempts = () =>
  HttpResponse.json(
    { error: contractTexts.tooManyAttempts },
    { status: 429, headers: { 'Retry-After': String(attemptWindowMs / 1000) } },
  )

/** Counts attempts for each email; past `attemptLimit` within the window, it says so. */
function attemptCounter() {
  const attempts = new Map<string, number[]>()
  const key = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')
  const recent = (email: unknown) =>
    (attempts.get(key(email)) ?? []).filter((at) => Date.now() - at < attemptWindowMs)
  return {
    exceeded: (email: unknown) => recent(email).length >= attemptLimit,
    add: (email: unknown) => attempts.set(key(email), [...recent(email), Date.now()]),
    clear: (email: unknown) => attempts.delete(key(email)),
  }
}

/** The `error` texts of the 403 answers: the portal shows them where spec section 8 says so. */
export const refusals = {
  otherUser: 'You can only see your own account.',
  otherAdvertiser: 'That advertiser is not assigned to your account.',
}
const forbidden = (error: string) => HttpResponse.json({ error }, { status: 403 })

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
  /** How long a token may go unused before it is refused; one hour by default. */
  readonly idleLimitMs?: number
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
}: HandlerOptions = {}) {
  const passwords = new Map(users.map((user) => [user.email, user.password]))
  /** Tokens refused from now on: logged out, or left unused too long. */
  const revoked = new Set<string>()
  const lastUse = new Map<string, number>()
  /** Per user: when the password changed (seconds), and the token that changed it. */
  const passwordChanged = new Map<string, { readonly at: number; readonly by: string }>()
  const failedSignIns = attemptCounter()
  const resetRequests = attemptCounter()
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
   * a password change since it was issued, unused for too long); each use keeps it alive.
   */
  function callerOf(request: Request): { user: DemoUser; token: string } | undefined {
    const header = request.headers.get('Authorization') ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    const claims = token ? verifiedClaims(token) : null
    if (typeof claims?.exp !== 'number' || claims.exp * 1000 < Date.now()) return undefined
    const user = userByEmail(claims.email)
    if (!user || revoked.has(token)) return undefined
    const changed = passwordChanged.get(user.email)
    if (changed && token !== changed.by && (claims.iat ?? 0) < changed.at) return undefined
    const last = lastUse.get(token)
    if (last !== undefined && Date.now() - last > idleLimitMs) {
      revoked.add(token)
      return undefined
    }
    lastUse.set(token, Date.now())
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
      if (failedSignIns.exceeded(email)) return tooManyAttempts()
      const user = userByEmail(email)
      if (!user || passwords.get(user.email) !== password) {
        failedSignIns.add(email)
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      }
      failedSignIns.clear(email)
      const token = makeToken({
        role: user.role,
        email: user.email,
        advertisers: tokenAdvertisers(user),
      })
      return HttpResponse.json({ token })
    }),

    on('authCheck', ({ request }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      return HttpResponse.json({
        role: user.role,
        accounts: [{ id: 'acct-100', name: `${user.name} (Client Services)` }],
      })
    }),

    on('forgotPassword', async ({ request }) => {
      const { email } = await jsonBody(request)
      if (typeof email !== 'string' || email.trim() === '') {
        return HttpResponse.json({ error: 'Email is required.' }, { status: 400 })
      }
      if (resetRequests.exceeded(email)) return tooManyAttempts()
      resetRequests.add(email)
      return HttpResponse.json({ message: 'If the account exists, an email is on its way.' })
    }),

    on('advertisers', ({ request }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const email = new URL(request.url).searchParams.get('email')
      if (!isEmailOf(user, email)) return forbidden(refusals.otherUser)
      return HttpResponse.json(recordsFor(user))
    }),

    on('logout', ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthorized()
      revoked.add(caller.token)
      return HttpResponse.json({ message: 'Logged out' })
    }),

    on('optimization', ({ request, params }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const record = advertiserOf(user, String(params.key))
      if (!record) return forbidden(refusals.otherAdvertiser)
      const id = record._id ?? record.id ?? record.advertiserId
      const data = typeof id === 'string' ? optimizationRecords[id] : undefined
      // An advertiser without optimisation data gets an empty body, which the portal reads as {}.
      return data ? HttpResponse.json(data) : new HttpResponse(null, { status: 200 })
    }),

    on('userQuery', async ({ request }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const { field, value } = await jsonBody(request)
      if (field !== 'email') {
        return HttpResponse.json(
          { error: 'Users can only be looked up by email.' },
          { status: 400 },
        )
      }
      if (!isEmailOf(user, value)) return forbidden(refusals.otherUser)
      return HttpResponse.json([{ email: user.email, mobile: user.mobile }])
    }),

    on('profile', async ({ request }) => {
      const user = userFrom(request)
      if (!user) return unauthorized()
      const { email } = await jsonBody(request)
      if (!isEmailOf(user, email)) return forbidden(refusals.otherUser)
      return HttpResponse.json({
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
        return HttpResponse.json({ error: 'Password is required.' }, { status: 400 })
      }
      if (password.length < minimumPasswordLength) {
        return HttpResponse.json({ error: contractTexts.passwordTooShort }, { status: 400 })
      }
      passwords.set(caller.user.email, password)
      // Every other session of this user ends: a stolen token is worth nothing after a change.
      // (Tokens carry whole seconds: one issued earlier in this same second survives.)
      passwordChanged.set(caller.user.email, {
        at: Math.floor(Date.now() / 1000),
        by: caller.token,
      })
      return HttpResponse.json({ message: 'Password updated' })
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
