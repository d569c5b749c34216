import type { ActionFunction, ActionFunctionArgs } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, RequestOptions } from '../api/client'
import { ApiError } from '../api/errors'
import { makeToken } from '../mocks/token'
import { changePasswordAction } from './routes/SettingsRoute'
import { forgotPasswordAction, signInAction, writeAnswer } from './writes'

const failure = { what: 'Saving the thing', fallback: 'Fallback text.', network: 'Network text.' }

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('a write’s answer', () => {
  it('is ready with the data', async () => {
    expect(await writeAnswer(Promise.resolve(7), failure)).toEqual({ status: 'ready', data: 7 })
  })

  it("fails with the server's text, else the fallback, and logs the failure once", async () => {
    const error = new ApiError('http', 'HTTP 400', { status: 400, serverMessage: 'Too short.' })
    expect(await writeAnswer(Promise.reject(error), failure)).toEqual({
      status: 'failed',
      message: 'Too short.',
    })
    expect(warn).toHaveBeenCalledExactlyOnceWith('Saving the thing failed.', error)
    const bare = new ApiError('http', 'HTTP 500', { status: 500 })
    expect(await writeAnswer(Promise.reject(bare), failure)).toEqual({
      status: 'failed',
      message: 'Fallback text.',
    })
  })

  it("reads the form's network message when the network failed", async () => {
    const error = new ApiError('network', 'Failed to fetch')
    expect(await writeAnswer(Promise.reject(error), failure)).toEqual({
      status: 'failed',
      message: 'Network text.',
    })
  })

  it('says a write with no answer in time may have happened, never that it failed', async () => {
    const error = new ApiError('unanswered', 'No answer for /api/x within 60000 ms')
    expect(await writeAnswer(Promise.reject(error), failure)).toEqual({
      status: 'failed',
      message: 'Network text.',
      maybeDone: true,
    })
  })

  it('says nothing of a write given up, and logs nothing: the form stays busy', async () => {
    const error = new ApiError('aborted', 'aborted')
    expect(await writeAnswer(Promise.reject(error), failure)).toEqual({ status: 'loading' })
    expect(warn).not.toHaveBeenCalled()
  })
})

/** A backend answering every call with `answer` (or failing with it); every call is recorded. */
function backend(answer: unknown = undefined) {
  const calls: { call: string; body: unknown; signal: AbortSignal | undefined }[] = []
  const api: ApiClient = {
    onUnauthorized: () => () => {},
    async request<T>(options: RequestOptions<T>): Promise<T> {
      const { method, path, body, signal } = options
      calls.push({ call: `${method} ${path}`, body, signal })
      if (answer instanceof Error) throw answer
      return options.parse(answer)
    },
  }
  return { api, calls }
}

/** Runs `action` as React Router would for a form at `address` that sent `values`. */
async function submit(action: ActionFunction, values: object, address = '/login') {
  const request = new Request(new URL(address, 'http://portal.test'), {
    method: 'POST',
    body: JSON.stringify(values),
  })
  return { request, answer: await action({ request, params: {} } as ActionFunctionArgs) }
}

const client = makeToken({ role: 'client', email: 'someone@x.test', advertisers: [] })
const credentials = { email: ' someone@x.test ', password: ' a-password ' }

// Spec sections 4, 5 and 8, their texts written out; docs/decisions.md, Coming back after sign-in.
describe('signing in', () => {
  it('asks for both fields, and sends nothing without them', async () => {
    const { api, calls } = backend({ token: client })
    const { answer } = await submit(signInAction(api), { email: '   ', password: 'x' })
    expect(answer).toEqual({ status: 'failed', message: 'Email and password cannot be empty.' })
    expect(calls).toEqual([])
  })

  it('sends the email trimmed, the password as typed, with the request’s signal', async () => {
    const { api, calls } = backend({ token: client })
    const { request } = await submit(signInAction(api), credentials)
    expect(calls).toEqual([
      {
        call: 'POST /api/auth/login',
        body: { email: 'someone@x.test', password: ' a-password ' },
        signal: request.signal,
      },
    ])
  })

  it('takes a client to /client, and to the page named by next, query and all', async () => {
    const { api } = backend({ token: client })
    expect((await submit(signInAction(api), credentials)).answer).toEqual({
      status: 'ready',
      data: { token: client, email: 'someone@x.test', to: '/client' },
    })
    const next = '/login?next=%2Ffacebook-analytics%3Fadvertiser%3Dadv-001'
    expect((await submit(signInAction(api), credentials, next)).answer).toMatchObject({
      data: { to: '/facebook-analytics?advertiser=adv-001' },
    })
    const elsewhere = '/login?next=https%3A%2F%2Fevil.test%2F'
    expect((await submit(signInAction(api), credentials, elsewhere)).answer).toMatchObject({
      data: { to: '/client' },
    })
  })

  it('signs a token without a role in, to /dashboard: the server check decides', async () => {
    const token = `x.${btoa(JSON.stringify({ email: 'someone@x.test' }))}.y`
    const { api } = backend({ token })
    expect((await submit(signInAction(api), credentials)).answer).toMatchObject({
      data: { to: '/dashboard' },
    })
  })

  it('refuses an account whose role is not client, and says so', async () => {
    const token = makeToken({ role: 'Agency_Admin', email: 'someone@x.test', advertisers: [] })
    const { api } = backend({ token })
    expect((await submit(signInAction(api), credentials)).answer).toEqual({
      status: 'failed',
      message: 'This account does not have access to the client portal.',
    })
  })

  it('reads a token that cannot be decoded as an unexpected error', async () => {
    const { api } = backend({ token: 'not-a-token' })
    expect((await submit(signInAction(api), credentials)).answer).toEqual({
      status: 'failed',
      message: 'An unexpected error occurred. Please try again.',
    })
  })

  it('says Invalid email or password. when the server gives no text, and never logs a password', async () => {
    const { api } = backend(new ApiError('http', 'HTTP 401', { status: 401 }))
    expect((await submit(signInAction(api), credentials)).answer).toEqual({
      status: 'failed',
      message: 'Invalid email or password.',
    })
    expect(JSON.stringify(warn.mock.calls)).not.toContain('a-password')
  })
})

// docs/decisions.md, Expiry is judged on the server's clock; the console says why sign-in failed.
describe('signing in, from a device whose clock is off, and what the console is told', () => {
  it('signs a fresh token in on a device whose clock runs hours ahead of the server’s', async () => {
    const serverNow = Math.floor(Date.now() / 1000) - 6 * 60 * 60
    const token = makeToken({
      role: 'client',
      email: 'someone@x.test',
      advertisers: [],
      iat: serverNow,
      exp: serverNow + 60 * 60,
    })
    const { api } = backend({ token })
    expect((await submit(signInAction(api), credentials)).answer).toEqual({
      status: 'ready',
      data: { token, email: 'someone@x.test', to: '/client' },
    })
  })

  it('names the step that failed, the token it could not read, and the role it refused', async () => {
    const error = new ApiError('network', 'Failed to fetch')
    await submit(signInAction(backend(error).api), credentials)
    expect(warn).toHaveBeenLastCalledWith('Signing in failed.', error)
    await submit(signInAction(backend({ token: 'not-a-token' }).api), credentials)
    expect(warn).toHaveBeenLastCalledWith(
      'The login response carried a token that cannot be decoded.',
    )
    const token = makeToken({ role: 'Agency_Admin', email: 'someone@x.test', advertisers: [] })
    await submit(signInAction(backend({ token }).api), credentials)
    expect(warn).toHaveBeenLastCalledWith(
      "Signing in refused: the token's role is not client (Agency_Admin).",
    )
    await submit(forgotPasswordAction(backend(error).api), { email: 'a@b.test' })
    expect(warn).toHaveBeenLastCalledWith('Asking for reset instructions failed.', error)
  })
})

describe('asking for reset instructions', () => {
  it('asks for an email, and sends nothing without one', async () => {
    const { api, calls } = backend()
    const { answer } = await submit(forgotPasswordAction(api), { email: '  ' })
    expect(answer).toEqual({ status: 'failed', message: 'Email is required.' })
    expect(calls).toEqual([])
  })

  it('sends the email, trimmed, to POST /api/forgot-password', async () => {
    const { api, calls } = backend()
    const { answer } = await submit(forgotPasswordAction(api), { email: ' a@b.test ' })
    expect(answer).toEqual({ status: 'ready', data: undefined })
    expect(calls).toMatchObject([
      { call: 'POST /api/forgot-password', body: { email: 'a@b.test' } },
    ])
  })

  it('says the server’s error, else Unable to process your request.', async () => {
    const refused = new ApiError('http', 'HTTP 404', {
      status: 404,
      serverMessage: 'No such user.',
    })
    const action = (error: Error) => forgotPasswordAction(backend(error).api)
    expect((await submit(action(refused), { email: 'a@b.test' })).answer).toMatchObject({
      message: 'No such user.',
    })
    const bare = new ApiError('http', 'HTTP 500', { status: 500 })
    expect((await submit(action(bare), { email: 'a@b.test' })).answer).toMatchObject({
      message: 'Unable to process your request.',
    })
    const offline = new ApiError('network', 'offline')
    expect((await submit(action(offline), { email: 'a@b.test' })).answer).toMatchObject({
      message: 'An unexpected error occurred. Please try again later.',
    })
  })

  // Issue 45: a write the server may still be making is never called a failure.
  it('says reset instructions may have been sent, never that it failed', async () => {
    const { api } = backend(new ApiError('unanswered', 'No answer for /api/forgot-password'))
    expect((await submit(forgotPasswordAction(api), { email: 'a@b.test' })).answer).toEqual({
      status: 'failed',
      message:
        'We did not hear back from the server. Reset instructions may have been sent: check your email before asking again.',
      maybeDone: true,
    })
  })
})

describe('changing the password', () => {
  it('asks for both fields, the same twice, and sends nothing otherwise', async () => {
    const { api, calls } = backend()
    const action = changePasswordAction(api)
    expect((await submit(action, { password: ' ', confirm: ' ' }, '/settings')).answer).toEqual({
      status: 'failed',
      message: 'Both fields are required.',
    })
    expect((await submit(action, { password: 'a', confirm: 'b' }, '/settings')).answer).toEqual({
      status: 'failed',
      message: 'Passwords do not match.',
    })
    expect(calls).toEqual([])
  })

  it('sends the new password to PUT /api/auth/update-password, and logs no password', async () => {
    const { api, calls } = backend(new ApiError('http', 'HTTP 500', { status: 500 }))
    const values = { password: 'a-new-pass', confirm: 'a-new-pass' }
    expect((await submit(changePasswordAction(api), values, '/settings')).answer).toEqual({
      status: 'failed',
      message: 'Failed to update password.',
    })
    expect(calls).toMatchObject([
      { call: 'PUT /api/auth/update-password', body: { password: 'a-new-pass' } },
    ])
    expect(warn).toHaveBeenCalledOnce()
    expect(JSON.stringify(warn.mock.calls)).not.toContain('a-new-pass')
  })

  it('says the password may have been changed when no answer came in time', async () => {
    const { api } = backend(new ApiError('unanswered', 'No answer for /api/auth/update-password'))
    const values = { password: 'a-new-pass', confirm: 'a-new-pass' }
    expect((await submit(changePasswordAction(api), values, '/settings')).answer).toEqual({
      status: 'failed',
      message: 'We did not hear back from the server. Your password may have been changed.',
      maybeDone: true,
    })
  })
})
