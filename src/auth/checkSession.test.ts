// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../api/client'
import { ApiError } from '../api/errors'
import { makeToken } from '../mocks/token'
import { checkSession } from './checkSession'

afterEach(() => localStorage.clear())

/** An API client whose auth check answers with `answer`, or fails with it when it is an error. */
function answering(answer: unknown) {
  const request = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  return { api: { request, onUnauthorized: () => () => {} } as unknown as ApiClient, request }
}

const credentials = {
  token: makeToken({ role: 'client', email: 'a@b.test', advertisers: [] }),
  email: 'a@b.test',
}

/** A reason a console can show: some words, never an empty line. */
const someReason = expect.stringMatching(/\w+ \w+/)

describe('the auth check of spec sections 4 and 5', () => {
  it('signs in the stored email when the server answers with the role client', async () => {
    const { api } = answering({ role: 'client' })
    await expect(checkSession(api, credentials)).resolves.toEqual({
      kind: 'valid',
      session: { status: 'authenticated', email: 'a@b.test' },
    })
  })

  it('refuses any other role with the spec’s Incorrect role', async () => {
    const { api } = answering({ role: 'agency' })
    await expect(checkSession(api, credentials)).resolves.toEqual({
      kind: 'not-client',
      reason: 'Incorrect role',
    })
  })

  it('asks the server nothing without stored credentials, or with a token that cannot decode', async () => {
    const { api, request } = answering({ role: 'client' })
    await expect(checkSession(api, null)).resolves.toEqual({ kind: 'invalid', reason: someReason })
    const broken = { token: 'not-a-token', email: 'a@b.test' }
    await expect(checkSession(api, broken)).resolves.toEqual({
      kind: 'invalid',
      reason: someReason,
    })
    expect(request).not.toHaveBeenCalled()
  })

  it('counts a refused token (401, 403) as invalid, saying why', async () => {
    for (const status of [401, 403]) {
      const { api } = answering(new ApiError('http', `HTTP ${status}`, { status }))
      await expect(checkSession(api, credentials)).resolves.toEqual({
        kind: 'invalid',
        reason: `HTTP ${status}`,
      })
    }
  })

  it('knows nothing of the token when the server fails or cannot be reached', async () => {
    for (const error of [
      new ApiError('http', 'HTTP 500', { status: 500 }),
      new ApiError('network', 'offline'),
    ]) {
      const { api } = answering(error)
      await expect(checkSession(api, credentials)).resolves.toMatchObject({ kind: 'unreachable' })
    }
  })

  it('counts a failure that is no API error as invalid', async () => {
    const { api } = answering(new TypeError('bad body'))
    await expect(checkSession(api, credentials)).resolves.toEqual({
      kind: 'invalid',
      reason: 'bad body',
    })
  })

  it('says only that it was called off when the caller left', async () => {
    const { api } = answering(new ApiError('aborted', 'aborted'))
    await expect(checkSession(api, credentials)).resolves.toEqual({ kind: 'aborted' })
  })
})
