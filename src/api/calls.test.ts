import { describe, expect, it, vi } from 'vitest'
import { getProfile, queryUser, updatePassword } from './account'
import { listAdvertisers } from './advertisers'
import { clientAuthCheck, login, logout } from './auth'
import type { ApiClient, RequestOptions } from './client'
import { forgotPassword } from './forgotPassword'
import { getOptimization } from './optimizations'

/** A client that answers nothing and hands back what each call asked for. */
function recording() {
  const request = vi.fn(async (options: RequestOptions<unknown>) => options)
  const api = { request, onUnauthorized: () => () => {} } as unknown as ApiClient
  /** What the last call asked for: its method, path and how it authenticates, then the rest. */
  const asked = () => request.mock.lastCall![0]
  const call = () => {
    const { method, path, auth, body } = asked()
    return { call: `${method} ${path}`, auth, body }
  }
  return { api, asked, call }
}

// The calls of spec section 7, their methods and paths written out as the spec gives them.
describe('the calls of spec section 7', () => {
  it('signs in with POST /api/auth/login: email and password, credentials included', async () => {
    const { api, asked, call } = recording()
    await login(api, { email: 'a@b.test', password: 'pw' })
    expect(call()).toEqual({
      call: 'POST /api/auth/login',
      auth: 'none',
      body: { email: 'a@b.test', password: 'pw' },
    })
    expect(asked()).toMatchObject({ withCredentials: true, sendsPassword: true })
  })

  it('checks the session with GET /api/auth/client-auth-check and the Bearer token', async () => {
    const { api, call } = recording()
    await clientAuthCheck(api)
    expect(call()).toEqual({
      call: 'GET /api/auth/client-auth-check',
      auth: 'bearer',
      body: undefined,
    })
  })

  it('asks for reset instructions with POST /api/forgot-password: the email', async () => {
    const { api, call } = recording()
    await forgotPassword(api, { email: 'a@b.test' })
    expect(call()).toEqual({
      call: 'POST /api/forgot-password',
      auth: 'none',
      body: { email: 'a@b.test' },
    })
  })

  it('lists the advertisers with GET /api/advertisers?email={email}', async () => {
    const { api, call } = recording()
    await listAdvertisers(api, 'a+b@c.test')
    expect(call()).toEqual({
      call: 'GET /api/advertisers?email=a%2Bb%40c.test',
      auth: 'bearer',
      body: undefined,
    })
  })

  it('logs out with POST /api/auth/logout: the token, credentials, the status alone', async () => {
    const { api, asked, call } = recording()
    await logout(api, 'a.b.c')
    expect(call()).toEqual({ call: 'POST /api/auth/logout', auth: 'bearer', body: undefined })
    expect(asked()).toMatchObject({ token: 'a.b.c', withCredentials: true, outlivesTab: true })
  })

  it('reads optimisation data with GET /api/advertiser-optimizations/{advertiserIdOrName}', async () => {
    const { api, call } = recording()
    await getOptimization(api, 'Acme / West')
    expect(call()).toEqual({
      call: 'GET /api/advertiser-optimizations/Acme%20%2F%20West',
      auth: 'bearer',
      body: undefined,
    })
  })

  it('queries the user with POST /api/auth/query: field email, and the value', async () => {
    const { api, call } = recording()
    await queryUser(api, 'a@b.test')
    expect(call()).toEqual({
      call: 'POST /api/auth/query',
      auth: 'bearer',
      body: { field: 'email', value: 'a@b.test' },
    })
  })

  it('reads the profile with POST /api/auth/profile-with-advertisers: the email', async () => {
    const { api, call } = recording()
    await getProfile(api, 'a@b.test')
    expect(call()).toEqual({
      call: 'POST /api/auth/profile-with-advertisers',
      auth: 'bearer',
      body: { email: 'a@b.test' },
    })
  })

  it('changes the password with PUT /api/auth/update-password: the password', async () => {
    const { api, asked, call } = recording()
    await updatePassword(api, 'new-secret')
    expect(call()).toEqual({
      call: 'PUT /api/auth/update-password',
      auth: 'bearer',
      body: { password: 'new-secret' },
    })
    expect(asked()).toMatchObject({ write: true, sendsPassword: true })
  })
})

describe('what the calls read from an answer', () => {
  it('takes the login’s token, trimmed, and refuses an answer without one', async () => {
    const { api, asked } = recording()
    await login(api, { email: 'a@b.test', password: 'pw' })
    const { parse } = asked()
    expect(parse({ token: ' a.b.c ' })).toEqual({ token: 'a.b.c' })
    for (const body of [{}, { token: '  ' }, { token: 7 }, 'a.b.c', undefined]) {
      expect(() => parse(body)).toThrow('The login response has no token')
    }
  })

  it('takes the auth check’s role, and counts an answer without one as Incorrect role', async () => {
    const { api, asked } = recording()
    await clientAuthCheck(api)
    const { parse } = asked()
    expect(parse({ role: 'client', accounts: [] })).toEqual({ role: 'client' })
    expect(() => parse({ accounts: [] })).toThrow('Incorrect role')
    expect(() => parse(undefined)).toThrow('Incorrect role')
  })

  it('refuses an advertiser list that is not an array (Invalid advertiser data shape)', async () => {
    const { api, asked } = recording()
    await listAdvertisers(api, 'a@b.test')
    const { parse } = asked()
    expect(parse([{ name: 'Acme', id: '1' }])).toMatchObject([{ name: 'Acme', id: '1' }])
    expect(() => parse({ advertisers: [] })).toThrow('Invalid advertiser data shape')
  })

  it('takes the email and mobile of the user query’s first item', async () => {
    const { api, asked } = recording()
    await queryUser(api, 'a@b.test')
    const { parse } = asked()
    expect(parse([{ email: 'x@y.test', mobile: ' 555 ' }, { email: 'no' }])).toEqual({
      email: 'x@y.test',
      mobile: '555',
    })
    expect(parse([{ mobile: '' }])).toEqual({ email: 'a@b.test', mobile: null })
    expect(() => parse([])).toThrow('The user query gave no user')
    expect(() => parse({ email: 'x@y.test' })).toThrow('The user query gave no user')
  })

  it('takes the profile: role or account, each advertiser name once', async () => {
    const { api, asked } = recording()
    await getProfile(api, 'a@b.test')
    const { parse } = asked()
    expect(
      parse({
        name: 'Dana',
        mobile: '555',
        account: 'Client',
        advertiserObjects: [{ advertiser: 'Acme' }, { advertiser: 'Acme' }, { other: 1 }, 'Beta'],
      }),
    ).toEqual({
      name: 'Dana',
      email: 'a@b.test',
      mobile: '555',
      role: 'Client',
      advertisers: ['Acme'],
    })
    expect(parse({ email: 'x@y.test', role: 'admin', account: 'Client' })).toMatchObject({
      name: '',
      email: 'x@y.test',
      role: 'admin',
      advertisers: [],
    })
    expect(parse({ name: 'Dana' })).toMatchObject({ role: null, mobile: null })
    expect(() => parse({ mobile: '555' })).toThrow('The profile has neither a name nor an email')
    expect(() => parse([])).toThrow('The profile has neither a name nor an email')
  })
})
