// @vitest-environment node
import { getResponse, type RequestHandler } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadContract } from '../../contract/contract.mjs'
import { demoUser, scaleUser } from './fixtures'
import {
  attemptLimit,
  contractTexts,
  createHandlers,
  minimumPasswordLength,
  refusals,
  signInLimits,
} from './handlers'
import { makeToken } from './token'

/**
 * The contract's refusals (contract/openapi.yaml): what any backend behind the portal must
 * refuse, shown as attacks on the mock backend that fail. Every answer of every test here is
 * checked against the document (`answerOf`): a status it does not list, a body of another shape
 * or a missing header fails the test, so the mock cannot drift from the contract.
 */
const contract = loadContract()
const handlers = createHandlers()

/** `request`'s answer from `backend`, checked against the document. */
async function answerOf(backend: readonly RequestHandler[], request: Request) {
  const response = await getResponse([...backend], request)
  if (!response) throw new Error(`no handler for ${request.method} ${request.url}`)
  const text = await response.text()
  const answer = {
    method: request.method,
    url: request.url,
    status: response.status,
    headers: response.headers,
    body: text,
  }
  expect(contract.checkAnswer(answer), `${request.method} ${request.url}`).toEqual([])
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  }
}

interface Call {
  readonly token?: string
  readonly body?: object
  readonly backend?: readonly RequestHandler[]
}

async function call(method: string, path: string, { token, body, backend = handlers }: Call = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const request = new Request(`https://api.portal.test${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const { status, body: answered } = await answerOf(backend, request)
  return { status, body: answered }
}

async function signIn(email: string, password = demoUser.password): Promise<string> {
  const { body } = await call('POST', '/api/auth/login', { body: { email, password } })
  return (body as { token: string }).token
}

const claimsOf = (email: string) => ({ role: 'client', email, advertisers: [] })
const advertisersOf = (email: string, token: string, backend = handlers) =>
  call('GET', `/api/advertisers?email=${encodeURIComponent(email)}`, { token, backend })

describe('tokens', () => {
  it('accepts the token it signed at login', async () => {
    const token = await signIn(demoUser.email)
    expect(await call('GET', '/api/auth/client-auth-check', { token })).toMatchObject({
      status: 200,
      body: { role: 'client' },
    })
  })

  it.each(['none', 'None', 'NONE', 'nOnE'])('refuses a token with alg %j', async (alg) => {
    // Signed as the backend signs, so only the algorithm it names is wrong.
    const token = makeToken(claimsOf(demoUser.email), { alg })
    expect((await call('GET', '/api/auth/client-auth-check', { token })).status).toBe(401)
    expect((await advertisersOf(demoUser.email, token)).status).toBe(401)
  })

  it('refuses an unsigned token', async () => {
    const [head = '', payload = ''] = (await signIn(demoUser.email)).split('.')
    const token = `${head}.${payload}.`
    expect((await call('GET', '/api/auth/client-auth-check', { token })).status).toBe(401)
  })

  it('refuses a token whose payload was changed to name another user', async () => {
    const [head = '', , signature = ''] = (await signIn(demoUser.email)).split('.')
    const [, otherPayload = ''] = makeToken(claimsOf(scaleUser.email)).split('.')
    const token = `${head}.${otherPayload}.${signature}`
    expect((await advertisersOf(scaleUser.email, token)).status).toBe(401)
  })

  it('refuses an expired token', async () => {
    const token = makeToken({ ...claimsOf(demoUser.email), exp: Date.now() / 1000 - 60 })
    expect((await call('GET', '/api/auth/client-auth-check', { token })).status).toBe(401)
  })
})

describe("the caller is the token's user", () => {
  const otherUser = { status: 403, body: { error: refusals.otherUser } }

  it("refuses to list another user's advertisers", async () => {
    const token = await signIn(demoUser.email)
    expect(await advertisersOf(scaleUser.email, token)).toEqual(otherUser)
    expect(await call('GET', '/api/advertisers', { token })).toEqual(otherUser)
  })

  it('refuses to look up another user by email, or by anything but email', async () => {
    const token = await signIn(demoUser.email)
    const query = (body: object) => call('POST', '/api/auth/query', { token, body })
    expect(await query({ field: 'email', value: scaleUser.email })).toEqual(otherUser)
    expect((await query({ field: 'mobile', value: scaleUser.mobile })).status).toBe(400)
  })

  it("refuses another user's profile", async () => {
    const token = await signIn(demoUser.email)
    const profile = call('POST', '/api/auth/profile-with-advertisers', {
      token,
      body: { email: scaleUser.email },
    })
    expect(await profile).toEqual(otherUser)
  })

  it('compares emails without regard to case', async () => {
    const token = await signIn('  Demo@ClientPortal.TEST ')
    const shouted = demoUser.email.toUpperCase()
    expect((await advertisersOf(shouted, token)).body).toHaveLength(8)
    expect(
      await call('POST', '/api/auth/query', { token, body: { field: 'email', value: shouted } }),
    ).toEqual({ status: 200, body: [{ email: demoUser.email, mobile: demoUser.mobile }] })
    const profile = await call('POST', '/api/auth/profile-with-advertisers', {
      token,
      body: { email: shouted },
    })
    expect(profile).toMatchObject({ status: 200, body: { name: demoUser.name } })
  })
})

describe('optimisation data', () => {
  const optimization = (key: string, token: string) =>
    call('GET', `/api/advertiser-optimizations/${encodeURIComponent(key)}`, { token })
  const otherAdvertiser = { status: 403, body: { error: refusals.otherAdvertiser } }

  it('answers for an advertiser of the caller, by id or by name', async () => {
    const token = await signIn(demoUser.email)
    expect(await optimization('adv-001', token)).toMatchObject({ status: 200, body: { kpis: {} } })
    expect((await optimization('Northwind Outdoor Co.', token)).status).toBe(200)
    expect(await optimization('adv-007', token)).toEqual({ status: 200, body: undefined })
  })

  it('refuses an advertiser of another user, or none at all', async () => {
    expect(await optimization('adv-001', await signIn(scaleUser.email))).toEqual(otherAdvertiser)
    const token = await signIn(demoUser.email)
    expect(await optimization('gen-1', token)).toEqual(otherAdvertiser)
    expect(await optimization('adv-999', token)).toEqual(otherAdvertiser)
  })
})

describe('sessions the contract ends (issue 26, S1)', () => {
  const earlier = () => Math.floor(Date.now() / 1000) - 60

  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses a token after its logout, on every call', async () => {
    const token = await signIn(demoUser.email)
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await call('GET', '/api/auth/client-auth-check', { token })).status).toBe(401)
    expect((await advertisersOf(demoUser.email, token)).status).toBe(401)
  })

  it('refuses every other token of the user issued before a password change', async () => {
    const backend = createHandlers()
    const stolen = makeToken({ ...claimsOf(demoUser.email), iat: earlier() })
    const own = makeToken({ ...claimsOf(demoUser.email), iat: earlier() })
    const check = (token: string) => call('GET', '/api/auth/client-auth-check', { token, backend })
    expect((await check(stolen)).status).toBe(200)
    const change = { token: own, backend, body: { password: 'a-new-password' } }
    expect((await call('PUT', '/api/auth/update-password', change)).status).toBe(200)
    expect((await check(stolen)).status).toBe(401)
    // The session that made the change goes on.
    expect((await check(own)).status).toBe(200)
  })

  /** A backend whose clock the test moves, from a whole second (tokens carry whole seconds). */
  function idleBackend() {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00Z') })
    return createHandlers({ idleLimitMs: 50 })
  }
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

  it("refuses a token left unused past the idle limit; a user's own call keeps it alive", async () => {
    const backend = idleBackend()
    const token = makeToken(claimsOf(demoUser.email))
    const use = () => advertisersOf(demoUser.email, token, backend)
    later(40)
    expect((await use()).status).toBe(200)
    later(40)
    expect((await use()).status).toBe(200)
    later(80)
    expect((await use()).status).toBe(401)
    expect((await call('GET', '/api/auth/client-auth-check', { token, backend })).status).toBe(401)
  })

  it('starts the idle clock when the token is issued, not at its first use (N4)', async () => {
    const backend = idleBackend()
    const { body } = await call('POST', '/api/auth/login', {
      backend,
      body: { email: demoUser.email, password: demoUser.password },
    })
    const { token } = body as { token: string }
    later(60)
    // Never used, and past the limit since it was issued: refused at its first use.
    expect((await advertisersOf(demoUser.email, token, backend)).status).toBe(401)
  })

  it("does not count the portal's session check as use of the token (N4)", async () => {
    const backend = idleBackend()
    const token = makeToken(claimsOf(demoUser.email))
    const check = () => call('GET', '/api/auth/client-auth-check', { token, backend })
    // An open tab nobody uses: the check answers while the limit holds, and keeps nothing alive.
    later(30)
    expect((await check()).status).toBe(200)
    later(30)
    expect((await check()).status).toBe(401)
    expect((await advertisersOf(demoUser.email, token, backend)).status).toBe(401)
  })

  it('refuses a new password shorter than the minimum, with its own text', async () => {
    const token = await signIn(demoUser.email)
    const short = 'x'.repeat(minimumPasswordLength - 1)
    expect(
      await call('PUT', '/api/auth/update-password', { token, body: { password: short } }),
    ).toEqual({
      status: 400,
      body: { error: contractTexts.passwordTooShort },
    })
  })
})

describe('repeated attempts (issue 26, C1; N5)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A sign-in from `source` (the HTTP server's socket address; contract/serve.ts). */
  const signInFrom =
    (backend: readonly RequestHandler[]) =>
    (email: string, password: string, source = '192.0.2.1') =>
      answerOf(
        backend,
        new Request('https://api.portal.test/api/auth/login', {
          method: 'POST',
          headers: { 'X-Test-Source': source },
          body: JSON.stringify({ email, password }),
        }),
      )
  const sourceOf = (request: Request) => request.headers.get('X-Test-Source') ?? ''
  const { perEmail, perSource } = signInLimits

  it('delays sign-in for one email after repeated failures; a correct password passes after the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const attempt = signInFrom(createHandlers({ sourceOf }))
    for (let index = 0; index < perEmail.failures; index++) {
      expect((await attempt('Scale@ClientPortal.test', 'wrong')).status).toBe(401)
    }
    // Within the wait, even the right password is asked to wait, in the server's own words.
    const delayed = await attempt(scaleUser.email, scaleUser.password)
    expect(delayed.status).toBe(429)
    expect(delayed.headers.get('Retry-After')).toBe(String(perEmail.firstDelayMs / 1000))
    expect(delayed.body).toEqual({ error: contractTexts.signInDelayed(perEmail.firstDelayMs) })
    // Soft: once the wait is over, the right password signs in.
    vi.setSystemTime(Date.now() + perEmail.firstDelayMs)
    expect((await attempt(scaleUser.email, scaleUser.password)).status).toBe(200)
  })

  it('doubles the wait with each further failure, up to its maximum', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const attempt = signInFrom(createHandlers({ sourceOf }))
    for (let index = 0; index < perEmail.failures; index++) await attempt(demoUser.email, 'wrong')
    vi.setSystemTime(Date.now() + perEmail.firstDelayMs)
    expect((await attempt(demoUser.email, 'wrong')).status).toBe(401)
    const longer = await attempt(demoUser.email, demoUser.password)
    expect(longer.headers.get('Retry-After')).toBe(String((2 * perEmail.firstDelayMs) / 1000))
    expect(perEmail.maxDelayMs).toBe(perEmail.windowMs)
  })

  it('locks one source address out after repeated failures across emails, whatever the password (N5)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const attempt = signInFrom(createHandlers({ sourceOf }))
    // A few passwords tried across many emails: no one email is ever slowed.
    for (let index = 0; index < perSource.failures; index++) {
      expect((await attempt(`guess-${index}@clientportal.test`, 'Spring2026!')).status).toBe(401)
    }
    const locked = await attempt(demoUser.email, demoUser.password)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Retry-After')).toBe(String(perSource.windowMs / 1000))
    expect(locked.body).toEqual({ error: contractTexts.tooManyAttempts })
    // Another address signs in as usual; this one again once the failures are old enough.
    expect((await attempt(demoUser.email, demoUser.password, '198.51.100.7')).status).toBe(200)
    vi.setSystemTime(Date.now() + perSource.windowMs)
    expect((await attempt(demoUser.email, demoUser.password)).status).toBe(200)
  })

  it('answers 429 once one email has asked for reset instructions too often', async () => {
    const backend = createHandlers()
    const ask = () =>
      call('POST', '/api/forgot-password', { backend, body: { email: demoUser.email } })
    for (let index = 0; index < attemptLimit; index++) expect((await ask()).status).toBe(200)
    expect(await ask()).toEqual({ status: 429, body: { error: contractTexts.tooManyAttempts } })
  })
})

describe('personal data (N12)', () => {
  it('is never cached: every answer that carries it says Cache-Control: no-store', async () => {
    const token = await signIn(demoUser.email)
    const calls: [string, string, object?][] = [
      ['POST', '/api/auth/login', { email: demoUser.email, password: demoUser.password }],
      ['GET', '/api/auth/client-auth-check'],
      ['GET', `/api/advertisers?email=${encodeURIComponent(demoUser.email)}`],
      ['GET', '/api/advertiser-optimizations/adv-001'],
      ['GET', '/api/advertiser-optimizations/adv-007'],
      ['POST', '/api/auth/query', { field: 'email', value: demoUser.email }],
      ['POST', '/api/auth/profile-with-advertisers', { email: demoUser.email }],
    ]
    for (const [method, path, body] of calls) {
      const request = new Request(`https://api.portal.test${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body && JSON.stringify(body),
      })
      const { status, headers } = await answerOf(handlers, request)
      expect(contract.isPersonal(method, path, status), path).toBe(true)
      expect(headers.get('Cache-Control'), path).toBe('no-store')
    }
  })
})

describe('the contract document', () => {
  it("sets the handlers' limits", () => {
    const document = contract.document as Record<string, Record<string, unknown>>
    expect(document['x-sign-in-limits']).toMatchObject({
      perEmail: {
        failures: signInLimits.perEmail.failures,
        windowSeconds: signInLimits.perEmail.windowMs / 1000,
        firstDelaySeconds: signInLimits.perEmail.firstDelayMs / 1000,
        maximumDelaySeconds: signInLimits.perEmail.maxDelayMs / 1000,
      },
      perSource: {
        failures: signInLimits.perSource.failures,
        windowSeconds: signInLimits.perSource.windowMs / 1000,
      },
    })
    expect(document['x-reset-limits']).toEqual({
      perEmail: { requests: attemptLimit, windowSeconds: 900 },
    })
    expect(document['x-passwords']).toEqual({ minimumLength: minimumPasswordLength })
    expect(document['x-sessions']).toMatchObject({ idleLimitSeconds: 3600 })
  })

  it('is what the answers here are checked against: an answer off the contract is caught', () => {
    const url = 'https://api.portal.test/api/advertisers?email=a%40b.test'
    const answer = { method: 'GET', url, status: 200, headers: { 'Cache-Control': 'no-store' } }
    expect(contract.checkAnswer({ ...answer, body: '[{"advertiser":"Acme"}]' })).toEqual([])
    expect(contract.checkAnswer({ ...answer, body: '{"advertisers":[]}' })).toEqual([
      'body must be array',
    ])
    expect(contract.checkAnswer({ ...answer, headers: {}, body: '[]' })).toEqual([
      '200 without its Cache-Control header',
    ])
    expect(contract.checkAnswer({ ...answer, status: 500, body: '' })).toEqual([
      'GET /api/advertisers answered 500, which the contract does not document (200, 401, 403)',
    ])
  })
})
