import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serveContract, sourceAddress, type Running } from '../contract/serve'
import { createHandlers, signInLimits } from '../src/mocks/handlers'
import { demoUser } from '../src/mocks/fixtures'

/**
 * The contract's handlers over HTTP (contract/serve.ts), as the end-to-end tests and the probe's
 * tests serve them: CORS answered for the portal's origin only (N12), and the per-source sign-in
 * limit keyed on the socket's address, which no request header can change (N5).
 */
const portalOrigin = 'https://portal.contract-server.test'
const stranger = 'https://stranger.contract-server.test'
let backend: Running

// A backend of its own for each test: failed sign-ins count against this one address.
beforeEach(async () => {
  const handlers = createHandlers({ sourceOf: sourceAddress })
  backend = await serveContract({ portalOrigin, handlers: () => handlers })
})
afterEach(() => backend.close())

const preflight = (origin: string) =>
  fetch(`${backend.origin}/api/auth/update-password`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  })

const signIn = (
  origin: string,
  { headers = {}, email = demoUser.email, password = 'wrong' } = {} as {
    headers?: Record<string, string>
    email?: string
    password?: string
  },
) =>
  fetch(`${backend.origin}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  })

describe('CORS (N12)', () => {
  it("answers the portal's origin, with credentials", async () => {
    const answer = await preflight(portalOrigin)
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(portalOrigin)
    expect(answer.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    expect(answer.headers.get('Access-Control-Allow-Methods')).toContain('PUT')
    const call = await signIn(portalOrigin, { password: demoUser.password })
    expect(call.headers.get('Access-Control-Allow-Origin')).toBe(portalOrigin)
    expect(call.headers.get('Vary')).toBe('Origin')
  })

  it('answers no other origin, on a preflight or a call', async () => {
    for (const answer of [await preflight(stranger), await signIn(stranger)]) {
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
      expect(answer.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    }
  })
})

describe('the source address (N5)', () => {
  it('is the socket’s: a header a client sends does not change it', async () => {
    // Each failure, for an email of its own, claims another source; all come from this one
    // socket address, which is then locked out.
    for (let index = 0; index < signInLimits.perSource.failures; index++) {
      const headers = { 'X-Contract-Server-Source': `203.0.113.${index}` }
      const email = `guess-${index}@contract-server.test`
      expect((await signIn(portalOrigin, { headers, email })).status).toBe(401)
    }
    const locked = await signIn(portalOrigin, { password: demoUser.password })
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({
      error: 'Too many attempts. Please wait 15 minutes and try again.',
    })
  })
})
