import { getResponse, type RequestHandler } from 'msw'
import { serveContract, sourceAddress, type Running } from '../contract/serve'
import { createHandlers } from '../src/mocks/handlers'
import { makeToken, verifiedClaims } from '../src/mocks/token'

/**
 * Backends for the probe's tests (scripts/check-backend.test.ts): the contract's own handlers
 * over HTTP, and the same with one fault planted, a refusal the contract asks for and a broken
 * backend lacks. Each fault names the check of scripts/check-backend.mjs that must catch it.
 */
export const portalOrigin = 'https://portal.check-backend.test'

/**
 * Tokens that live a minute, not the demo's eight hours: the probe waits for one to expire (up to
 * five minutes). The tests run the backends on a clock of their own that moves only when the
 * probe waits (scripts/check-backend.test.ts), so the wait, like the contract's 30-s sign-in
 * delay, takes no real time.
 */
export const probeTokens = { tokenLifetimeMs: 60_000 } as const

type HandlerOptions = NonNullable<Parameters<typeof createHandlers>[0]>

/** What a fault changes: the handlers' options, CORS, or each answer on its way out. */
interface Fault {
  /** The probe's check that must fail, and only it. */
  readonly caughtBy: string
  readonly handlers?: HandlerOptions
  readonly allowsOrigin?: (origin: string) => boolean
  /** Answers in place of the contract, given the contract's own answer for any request. */
  readonly answer?: (
    request: Request,
    contract: (request: Request) => Promise<Response | undefined>,
  ) => Promise<Response | undefined>
}

const bearer = (request: Request) =>
  (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '')

/** The JWT's header and payload as anyone reads them, without checking anything. */
function unverified(token: string) {
  const [head = '', payload = ''] = token.split('.')
  try {
    const read = (part: string) =>
      JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
    return { header: read(head), claims: read(payload) }
  } catch {
    return null
  }
}

/** `request` with another bearer token. */
function withToken(request: Request, token: string): Request {
  const headers = new Headers(request.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return new Request(request, { headers })
}

/** A backend that takes a token it should refuse: it signs the claims afresh and goes on. */
function accepting(accepts: (token: string) => boolean): Fault['answer'] {
  return (request, contract) => {
    const token = bearer(request)
    const read = token ? unverified(token) : null
    if (!read || !accepts(token)) return contract(request)
    const claims = read.claims as unknown as Parameters<typeof makeToken>[0]
    const exp = Math.max(Number(claims.exp) || 0, Math.floor(Date.now() / 1000) + 3600)
    return contract(withToken(request, makeToken({ ...claims, exp })))
  }
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { headers: { 'Cache-Control': 'no-store', ...headers } })

const pathOf = (request: Request) => new URL(request.url).pathname

export const faults = {
  'takes a token whose payload was edited or whose signature is not its own': {
    caughtBy: 'foreign-signature',
    answer: accepting((token) => {
      const alg = String(unverified(token)?.header.alg ?? '')
      return alg === 'HS256' && verifiedClaims(token) === null
    }),
  },
  'takes a token that names alg none': {
    caughtBy: 'alg-none',
    answer: accepting((token) => /^none$/i.test(String(unverified(token)?.header.alg ?? ''))),
  },
  'takes an expired token': {
    caughtBy: 'expired-token',
    answer: accepting((token) => {
      const exp = verifiedClaims(token)?.exp
      return typeof exp === 'number' && exp * 1000 < Date.now()
    }),
  },
  'keeps a token alive after its logout': {
    caughtBy: 'revoked-after-logout',
    answer: (request, contract) =>
      pathOf(request) === '/api/auth/logout'
        ? Promise.resolve(json({ message: 'Logged out' }))
        : contract(request),
  },
  "answers for another user's email": {
    caughtBy: 'other-user',
    answer: async (request, contract) => {
      // The caller's own data comes back for any email asked about: a backend that never
      // compares the email with the token's user.
      const own = String(verifiedClaims(bearer(request))?.email ?? '')
      const url = new URL(request.url)
      if (url.pathname === '/api/advertisers') {
        url.searchParams.set('email', own)
        return contract(new Request(url, { method: request.method, headers: request.headers }))
      }
      if (url.pathname === '/api/auth/query' || url.pathname.endsWith('profile-with-advertisers')) {
        const body = (await request.clone().json()) as Record<string, unknown>
        const asked = 'field' in body ? { ...body, value: own } : { ...body, email: own }
        return contract(new Request(request, { body: JSON.stringify(asked) }))
      }
      return contract(request)
    },
  },
  "answers for an advertiser not the user's": {
    caughtBy: 'other-advertiser',
    answer: async (request, contract) => {
      const answer = await contract(request)
      const optimization = pathOf(request).startsWith('/api/advertiser-optimizations/')
      return optimization && answer?.status === 403 ? json({}) : answer
    },
  },
  'answers CORS for any origin': {
    caughtBy: 'cors-other-origin',
    allowsOrigin: () => true,
  },
  'sends personal data without Cache-Control: no-store': {
    caughtBy: 'no-store',
    answer: async (request, contract) => {
      const answer = await contract(request)
      if (!answer || pathOf(request) !== '/api/advertisers') return answer
      const headers = new Headers(answer.headers)
      headers.delete('Cache-Control')
      return new Response(answer.body, { status: answer.status, headers })
    },
  },
  'takes a new password shorter than the minimum': {
    caughtBy: 'short-password',
    answer: async (request, contract) => {
      if (pathOf(request) !== '/api/auth/update-password') return contract(request)
      const { password } = (await request.clone().json()) as { password?: string }
      return typeof password === 'string' && password.length < 8
        ? json({ message: 'Password updated' })
        : contract(request)
    },
  },
  'never slows down sign-in for one email': {
    caughtBy: 'sign-in-delay-per-email',
    handlers: { signInLimits: { perEmail: { failures: Number.POSITIVE_INFINITY } } },
  },
  'locks one email out for 15 minutes, a correct password too': {
    caughtBy: 'sign-in-delay-per-email',
    handlers: { signInLimits: { perEmail: { firstDelayMs: 15 * 60 * 1000 } } },
  },
  'never locks out a source address trying many emails': {
    caughtBy: 'sign-in-lockout-per-source',
    handlers: { signInLimits: { perSource: { failures: Number.POSITIVE_INFINITY } } },
  },
  'sends advertisers in a shape the portal cannot read': {
    caughtBy: 'advertisers',
    answer: async (request, contract) => {
      const answer = await contract(request)
      if (!answer || pathOf(request) !== '/api/advertisers' || answer.status !== 200) return answer
      return json({ advertisers: await answer.json() })
    },
  },
} satisfies Record<string, Fault>

export type FaultName = keyof typeof faults

/**
 * The contract's handlers over HTTP, with `fault` planted when one is named; `options` in place of
 * the tokens' minute (`probeTokens`).
 */
export function startProbeBackend(
  fault?: FaultName,
  options: HandlerOptions = probeTokens,
): Promise<Running> {
  const planted: Fault | undefined = fault ? faults[fault] : undefined
  const handlers: RequestHandler[] = createHandlers({
    ...options,
    sourceOf: sourceAddress,
    ...planted?.handlers,
  })
  const contract = (request: Request) => getResponse(handlers, request)
  return serveContract({
    portalOrigin,
    handlers: () => handlers,
    allowsOrigin: planted?.allowsOrigin,
    intercept: planted?.answer ? (request) => planted.answer!(request, contract) : undefined,
  })
}
