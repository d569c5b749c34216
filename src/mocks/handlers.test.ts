// @vitest-environment node
import { getResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { demoUser, scaleUser } from './fixtures'
import {
  attemptLimit,
  contractTexts,
  createHandlers,
  minimumPasswordLength,
  refusals,
} from './handlers'
import { makeToken } from './token'

/**
 * The contract's refusals (README, Security): what any backend behind the portal must refuse,
 * shown as attacks on the mock backend that fail.
 */
const handlers = createHandlers()

interface Call {
  readonly token?: string
  readonly body?: object
}

async function call(method: string, path: string, { token, body }: Call = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const request = new Request(`https://api.portal.test${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`no handler for ${method} ${path}`)
  const text = await response.text()
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) }
}

async function signIn(email: string, password = demoUser.password): Promise<string> {
  const { body } = await call('POST', '/api/auth/login', { body: { email, password } })
  return (body as { token: string }).token
}

const claimsOf = (email: string) => ({ role: 'client', email, advertisers: [] })
const advertisersOf = (email: string, token: string) =>
  call('GET', `/api/advertisers?email=${encodeURIComponent(email)}`, { token })

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

  it('refuses a token after its logout, on every call', async () => {
    const token = await signIn(demoUser.email)
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await call('GET', '/api/auth/client-auth-check', { token })).status).toBe(401)
    expect((await advertisersOf(demoUser.email, token)).status).toBe(401)
  })

  it('refuses every other token of the user issued before a password change', async () => {
    const backend = createHandlers()
    const send = (path: string, method: string, token: string, body?: object) =>
      getResponse(
        backend,
        new Request(`https://api.portal.test${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: body && JSON.stringify(body),
        }),
      ).then((response) => response?.status)
    const stolen = makeToken({ ...claimsOf(demoUser.email), iat: earlier() })
    const own = makeToken({ ...claimsOf(demoUser.email), iat: earlier() })
    expect(await send('/api/auth/client-auth-check', 'GET', stolen)).toBe(200)
    expect(
      await send('/api/auth/update-password', 'PUT', own, { password: 'a-new-password' }),
    ).toBe(200)
    expect(await send('/api/auth/client-auth-check', 'GET', stolen)).toBe(401)
    // The session that made the change goes on.
    expect(await send('/api/auth/client-auth-check', 'GET', own)).toBe(200)
  })

  it('refuses a token left unused past the idle limit', async () => {
    const backend = createHandlers({ idleLimitMs: 50 })
    const check = (token: string) =>
      getResponse(
        backend,
        new Request('https://api.portal.test/api/auth/client-auth-check', {
          headers: { Authorization: `Bearer ${token}` },
        }),
      ).then((response) => response?.status)
    const token = makeToken(claimsOf(demoUser.email))
    // The backend's clock, moved by the test: on a busy machine two checks in a row once lay
    // more than 50 ms apart on the real one, and the second was refused.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      expect(await check(token)).toBe(200)
      vi.setSystemTime(Date.now() + 40)
      expect(await check(token)).toBe(200)
      vi.setSystemTime(Date.now() + 80)
      expect(await check(token)).toBe(401)
    } finally {
      vi.useRealTimers()
    }
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

describe('repeated attempts (issue 26, C1)', () => {
  it('answers 429, with Retry-After, once sign-in has failed too often for one email', async () => {
    const backend = createHandlers()
    const attempt = (password: string) =>
      getResponse(
        backend,
        new Request('https://api.portal.test/api/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email: 'Scale@ClientPortal.test', password }),
        }),
      )
    for (let index = 0; index < attemptLimit; index++) {
      expect((await attempt('wrong'))?.status).toBe(401)
    }
    const refused = await attempt(scaleUser.password)
    expect(refused?.status).toBe(429)
    expect(refused?.headers.get('Retry-After')).toBe('900')
    expect(await refused?.json()).toEqual({ error: contractTexts.tooManyAttempts })
  })

  it('answers 429 once one email has asked for reset instructions too often', async () => {
    const backend = createHandlers()
    const ask = () =>
      getResponse(
        backend,
        new Request('https://api.portal.test/api/forgot-password', {
          method: 'POST',
          body: JSON.stringify({ email: demoUser.email }),
        }),
      ).then((response) => response?.status)
    for (let index = 0; index < attemptLimit; index++) expect(await ask()).toBe(200)
    expect(await ask()).toBe(429)
  })
})
