// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createApiClient, type RequestOptions } from './client'
import { ApiError, errorMessage } from './errors'

/** A client on a backend that answers every call with `status` and `body`; what it sent is kept. */
function answering(status: number, body = '', baseUrl = 'https://api.portal.test') {
  const sent: { url: string; init: RequestInit }[] = []
  const api = createApiClient({
    baseUrl,
    getToken: () => 'a.b.c',
    fetch: async (input, init) => {
      sent.push({ url: String(input), init: init ?? {} })
      return new Response(body, { status })
    },
  })
  const headers = () => new Headers(sent.at(-1)?.init.headers)
  return { api, sent, headers }
}

const get: RequestOptions<unknown> = {
  method: 'GET',
  path: '/api/auth/client-auth-check',
  auth: 'bearer',
  parse: (body) => body,
}
const post = (body?: object): RequestOptions<unknown> => ({
  ...get,
  method: 'POST',
  path: '/api/auth/logout',
  body,
})

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error as ApiError,
  )

describe('what a call sends', () => {
  it('asks for JSON, and says it sends JSON on a POST, even one without a body', async () => {
    const { api, headers } = answering(200)
    await api.request(post())
    expect(headers().get('Accept')).toBe('application/json')
    expect(headers().get('Content-Type')).toBe('application/json')
    await api.request(get)
    expect(headers().get('Accept')).toBe('application/json')
    expect(headers().has('Content-Type')).toBe(false)
  })

  it('sends a body as JSON, and none when there is none', async () => {
    const { api, sent } = answering(200)
    await api.request(post({ email: 'a@b.test' }))
    expect(sent.at(-1)?.init.body).toBe('{"email":"a@b.test"}')
    await api.request(post())
    expect(sent.at(-1)?.init.body).toBeUndefined()
  })

  it('joins the host and the path with one slash, whatever the host ends with', async () => {
    const { api, sent } = answering(200, '', 'https://api.portal.test/backend//')
    await api.request(get)
    expect(sent[0]?.url).toBe('https://api.portal.test/backend/api/auth/client-auth-check')
  })

  it('still ends a call when its caller leaves in a browser without AbortSignal.any', async () => {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any')!
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true })
    try {
      const api = createApiClient({
        baseUrl: 'https://api.portal.test',
        getToken: () => null,
        // As fetch does: it fails once its signal aborts, at once when that is already so.
        fetch: (_input, init) =>
          new Promise((_resolve, reject) => {
            if (init?.signal?.aborted) reject(new Error('aborted'))
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))
          }),
      })
      const caller = new AbortController()
      const call = failureOf(api.request({ ...get, signal: caller.signal }))
      caller.abort()
      expect(await call).toMatchObject({ kind: 'aborted' })
      const left = new AbortController()
      left.abort()
      expect(await failureOf(api.request({ ...get, signal: left.signal }))).toMatchObject({
        kind: 'aborted',
      })
    } finally {
      Object.defineProperty(AbortSignal, 'any', any)
    }
  })
})

describe('what a call reads', () => {
  it('counts a body of spaces as empty (spec section 7: an empty body is an empty object)', async () => {
    const { api } = answering(200, ' \n ')
    await expect(api.request(get)).resolves.toBeUndefined()
  })

  it('reads a server error text of spaces as none: the screen’s own text is shown', async () => {
    const { api } = answering(400, '{"error":"   "}')
    const error = await failureOf(api.request(get))
    expect(errorMessage(error, { fallback: 'Fallback.', network: 'Network.' })).toBe('Fallback.')
  })

  it('tells the 401 listeners of a 401 alone, and a listener no more once it stopped', async () => {
    const refused = vi.fn()
    const forbidden = answering(403)
    forbidden.api.onUnauthorized(refused)
    await failureOf(forbidden.api.request(get))
    expect(refused).not.toHaveBeenCalled()
    const unauthorized = answering(401)
    const stop = unauthorized.api.onUnauthorized(refused)
    await failureOf(unauthorized.api.request(get))
    expect(refused).toHaveBeenCalledExactlyOnceWith('a.b.c')
    stop()
    await failureOf(unauthorized.api.request(get))
    expect(refused).toHaveBeenCalledOnce()
  })
})
