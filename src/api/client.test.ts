// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, deferredApiClient, type ApiClient, type ApiClientConfig } from './client'
import { ApiError, errorMessage, isAbort } from './errors'
import { login, logout } from './auth'
import { updatePassword } from './account'
import { forgotPassword } from './forgotPassword'
import { listAdvertisers } from './advertisers'
import { getOptimization } from './optimizations'
import { failures } from '../mocks/handlers'
import { createTestServer } from '../mocks/server'
import { demoUser } from '../mocks/fixtures'

const server = createTestServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const baseUrl = 'https://api.portal.test/'
const texts = { fallback: 'Fallback text.', network: 'Network text.' }

function clientWith(token: string | null) {
  const sent: RequestInit[] = []
  const api = createApiClient({
    baseUrl,
    getToken: () => token,
    fetch: (input, init) => {
      sent.push(init ?? {})
      return fetch(input, init)
    },
  })
  return { api, sent }
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

async function signedIn(): Promise<ApiClient> {
  const { token } = await login(clientWith(null).api, demoUser)
  return clientWith(token).api
}

describe('the fetch client', () => {
  it('says the backend is not configured when there is no host, without calling anything', async () => {
    const api = createApiClient({ baseUrl: ' ', getToken: () => null })
    const error = await failureOf(login(api, demoUser))
    expect(error.kind).toBe('not-configured')
    expect(errorMessage(error, texts)).toBe('Backend URL is not configured.')
  })

  it('sends JSON with credentials included on login, and no Authorization header', async () => {
    const { api, sent } = clientWith('stale-token')
    await expect(login(api, demoUser)).resolves.toHaveProperty('token')
    const headers = sent[0]?.headers as Record<string, string>
    expect(sent[0]?.credentials).toBe('include')
    expect(headers['Content-Type']).toBe('application/json')
    expect(headers.Authorization).toBeUndefined()
    expect(sent[0]?.body).toBe(JSON.stringify(demoUser))
  })

  it('sends the stored token as a Bearer header where the call needs it', async () => {
    const { token } = await login(clientWith(null).api, demoUser)
    const { api, sent } = clientWith(token)
    await listAdvertisers(api, demoUser.email)
    expect((sent[0]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`)
  })

  it('sends logout with the token it is given (storage is cleared by then), kept alive', async () => {
    const { token } = await login(clientWith(null).api, demoUser)
    const { api, sent } = clientWith(null)
    await logout(api, token)
    expect((sent[0]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`)
    expect(sent[0]?.credentials).toBe('include')
    expect(sent[0]?.keepalive).toBe(true)
  })

  it("shows the server's error text when it gives one", async () => {
    server.use(failures.serverError('login', 'Account locked.', 423))
    const error = await failureOf(login(clientWith(null).api, demoUser))
    expect(error).toMatchObject({ kind: 'http', status: 423, serverMessage: 'Account locked.' })
    expect(errorMessage(error, texts)).toBe('Account locked.')
  })

  it('falls back to the screen text when the server gives none', async () => {
    server.use(failures.serverError('login'))
    expect(errorMessage(await failureOf(login(clientWith(null).api, demoUser)), texts)).toBe(
      texts.fallback,
    )
  })

  it('falls back when the error body is not JSON', async () => {
    server.use(failures.notJson('login'))
    const error = await failureOf(login(clientWith(null).api, demoUser))
    expect(error.kind).toBe('shape')
    expect(errorMessage(error, texts)).toBe(texts.fallback)
  })

  it('gives the network message when fetch itself fails', async () => {
    server.use(failures.networkError('login'))
    const error = await failureOf(login(clientWith(null).api, demoUser))
    expect(error.kind).toBe('network')
    expect(errorMessage(error, texts)).toBe(texts.network)
  })

  it('reports an abort as such, so callers can ignore it', async () => {
    server.use(failures.slow('advertisers'))
    const api = await signedIn()
    const controller = new AbortController()
    const call = listAdvertisers(api, demoUser.email, controller.signal)
    controller.abort()
    const error = await failureOf(call)
    expect(isAbort(error)).toBe(true)
  })

  it('maps anything that is not an ApiError to the fallback', () => {
    expect(errorMessage(new TypeError('boom'), texts)).toBe(texts.fallback)
  })
})

describe('response shapes', () => {
  it('refuses a login answer without a token', async () => {
    server.use(failures.respond('login', { token: '' }))
    expect((await failureOf(login(clientWith(null).api, demoUser))).kind).toBe('shape')
  })

  it('lists advertisers as an array of normalised records', async () => {
    const advertisers = await listAdvertisers(await signedIn(), demoUser.email)
    expect(advertisers).toHaveLength(8)
    expect(advertisers.find((a) => a.id === 'adv-004')?.name).toBe('Summit Ridge Auto')
  })

  it("refuses an advertiser list that is not an array with 'Invalid advertiser data shape'", async () => {
    const api = await signedIn()
    server.use(failures.wrongShape('advertisers', { advertisers: [] }))
    const error = await failureOf(listAdvertisers(api, demoUser.email))
    expect(error).toMatchObject({ kind: 'shape', message: 'Invalid advertiser data shape' })
  })

  it('reads an empty optimisation body as {} with every value empty', async () => {
    const api = await signedIn()
    server.use(failures.empty('optimization'))
    const optimization = await getOptimization(api, 'adv-007')
    expect(optimization.notes).toBe('')
    expect(Object.values(optimization.kpis)).toEqual(Array(10).fill(''))
  })

  it('reads KPI values as text and finds a record by id or by name', async () => {
    const api = await signedIn()
    const byId = await getOptimization(api, 'adv-001')
    const byName = await getOptimization(api, 'Northwind Outdoor Co.')
    expect(byId.kpis.roas).toBe('3.86x')
    expect(byName).toEqual(byId)
  })
})

describe('401 and time-outs', () => {
  it('tells listeners the token a refused call was sent with', async () => {
    const { api } = clientWith('expired-token')
    const refused: string[] = []
    api.onUnauthorized((token) => refused.push(token))
    server.use(failures.serverError('logout', 'Token expired', 401))
    await failureOf(logout(api, 'expired-token'))
    expect(refused).toEqual(['expired-token'])
  })

  it('tells no one about a 401 to a call made without a token (a wrong password)', async () => {
    const { api } = clientWith(null)
    const refused: string[] = []
    api.onUnauthorized((token) => refused.push(token))
    await failureOf(login(api, { email: demoUser.email, password: 'wrong' }))
    expect(refused).toEqual([])
  })

  it('fails a call with no answer in time as a network failure', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null, timeoutMs: 50 })
    // Never answered, so only the time-out can end the call, however slow the machine.
    server.use(failures.slow('login'))
    const error = await failureOf(login(api, demoUser))
    expect(error.kind).toBe('network')
    expect(error.message).toContain('no answer within 50 ms')
  })

  it('lets a write outlive the read limit, and waits for its answer', async () => {
    const { token } = await login(clientWith(null).api, demoUser)
    const api = createApiClient({ baseUrl, getToken: () => token, timeoutMs: 50 })
    server.use(failures.slow('updatePassword', 200))
    await expect(updatePassword(api, demoUser.password)).resolves.toBeUndefined()
  })

  it('says a write past its own limit may have happened (unanswered), never a network failure', async () => {
    const { token } = await login(clientWith(null).api, demoUser)
    const api = createApiClient({ baseUrl, getToken: () => token, writeTimeoutMs: 50 })
    server.use(failures.slow('updatePassword', 1000))
    const error = await failureOf(updatePassword(api, demoUser.password))
    expect(error.kind).toBe('unanswered')
    expect(error.message).toBe('No answer for /api/auth/update-password within 50 ms')
    expect(errorMessage(error, { ...texts, unanswered: 'Maybe.' })).toBe('Maybe.')
  })

  it('gives writes 60 s by default, or the read limit when that is longer', async () => {
    const { token } = await login(clientWith(null).api, demoUser)
    const limits: number[] = []
    const timeout = AbortSignal.timeout.bind(AbortSignal)
    const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      limits.push(ms)
      return timeout(ms)
    })
    try {
      const api = createApiClient({ baseUrl, getToken: () => token })
      const slowReads = createApiClient({ baseUrl, getToken: () => token, timeoutMs: 90_000 })
      await updatePassword(api, demoUser.password)
      await forgotPassword(api, { email: demoUser.email })
      await listAdvertisers(api, demoUser.email)
      await updatePassword(slowReads, demoUser.password)
      await logout(api, token)
    } finally {
      spy.mockRestore()
    }
    // Two writes, a read, a write where reads wait longer, a logout.
    expect(limits).toEqual([60_000, 60_000, 10_000, 90_000, 60_000])
  })

  it('reads only the status of a logout, never its body (spec section 7)', async () => {
    const { http, HttpResponse } = await import('msw')
    const read = vi.spyOn(Response.prototype, 'text')
    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({ message: 'bye' })))
    try {
      await logout(clientWith(null).api, 'a-token')
      expect(read).not.toHaveBeenCalled()
    } finally {
      read.mockRestore()
    }
  })
})

describe('error bodies', () => {
  it('falls back when a failed response is an HTML page, not JSON', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
      ),
    )
    const error = await failureOf(login(clientWith(null).api, demoUser))
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: undefined })
    expect(errorMessage(error, texts)).toBe(texts.fallback)
  })

  it('ignores an error field that is not text', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ error: { code: 7 } }, { status: 400 }),
      ),
    )
    const error = await failureOf(login(clientWith(null).api, demoUser))
    expect(errorMessage(error, texts)).toBe(texts.fallback)
  })

  it('sends logout as JSON with the Bearer token and credentials', async () => {
    const { token } = await login(clientWith(null).api, demoUser)
    const { api, sent } = clientWith(null)
    await logout(api, token)
    expect(sent[0]?.method).toBe('POST')
    expect((sent[0]?.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })
})

describe('what a failure says about itself', () => {
  it('names the path without its query, which carries the email', async () => {
    const api = await signedIn()
    server.use(failures.serverError('advertisers'))
    const error = await failureOf(listAdvertisers(api, demoUser.email))
    expect(error.message).toBe('HTTP 500 for /api/advertisers')
    expect(error.stack).not.toContain('clientportal')
  })

  it('names no advertiser when an optimisation call fails', async () => {
    const api = await signedIn()
    server.use(failures.serverError('optimization'))
    const answered = await failureOf(getOptimization(api, 'adv-001'))
    expect(answered.message).toBe('HTTP 500 for /api/advertiser-optimizations/{advertiser}')
    server.use(failures.networkError('optimization'))
    const unanswered = await failureOf(getOptimization(api, 'Northwind Outdoor Co.'))
    expect(unanswered.message).toMatch(
      /^Network failure for \/api\/advertiser-optimizations\/\{advertiser\}: /,
    )
    expect(unanswered.stack).not.toMatch(/Northwind/)
  })
})

describe('a client whose configuration is on its way (deferredApiClient)', () => {
  it('tells a listener added after a 401 of it at once: the calls before React mounted', async () => {
    const { api } = clientWith('expired-token')
    server.use(failures.serverError('logout', 'Token expired', 401))
    await failureOf(logout(api, 'expired-token'))
    const late: string[] = []
    api.onUnauthorized((token) => late.push(token))
    expect(late).toEqual(['expired-token'])
  })

  it('sends a password only once the backend is confirmed, and not at all when it is not', async () => {
    const sent: string[] = []
    const confirmBackend = vi.fn(async () => {})
    const api = createApiClient({
      baseUrl,
      getToken: () => 'a-token',
      confirmBackend,
      fetch: (input, init) => {
        sent.push(String(input))
        return fetch(input, init)
      },
    })
    await login(api, demoUser)
    expect(confirmBackend).toHaveBeenCalledOnce()
    // A call without a password is never held for it.
    await listAdvertisers(api, demoUser.email).catch(() => {})
    expect(confirmBackend).toHaveBeenCalledOnce()

    confirmBackend.mockRejectedValueOnce(new ApiError('aborted', 'moved'))
    sent.length = 0
    expect(isAbort(await failureOf(updatePassword(api, 'new-password')))).toBe(true)
    expect(sent).toEqual([])
  })

  function deferred() {
    let configure: (config: ApiClientConfig) => void = () => {}
    const api = deferredApiClient(new Promise((resolve) => (configure = resolve)))
    return { api, configure }
  }

  it('holds a call made before the configuration, and sends it there once it is here', async () => {
    const { api, configure } = deferred()
    let answered = false
    const call = login(api, demoUser).then((answer) => {
      answered = true
      return answer
    })
    // The call is held whatever the time: a few turns of the event loop show it is not sent.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(answered).toBe(false)
    configure({ baseUrl, getToken: () => null })
    await expect(call).resolves.toHaveProperty('token')
  })

  it('tells a 401 listener added before the configuration, and none once it stopped listening', async () => {
    const { api, configure } = deferred()
    const heard: string[] = []
    const stopped: string[] = []
    api.onUnauthorized((token) => heard.push(token))
    api.onUnauthorized((token) => stopped.push(token))()
    configure({ baseUrl, getToken: () => 'expired-token' })
    server.use(failures.serverError('logout', 'Token expired', 401))
    await failureOf(logout(api, 'expired-token'))
    expect(heard).toEqual(['expired-token'])
    expect(stopped).toEqual([])
  })
})
