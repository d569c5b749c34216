import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from './ApiContext'
import type { ApiClient, RequestOptions } from './client'
import { ApiError } from './errors'
import { useForgotPassword } from './useForgotPassword'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

type Form = ReturnType<typeof useForgotPassword>
let root: Root
let form: Form
/** What the backend answers with: nothing, or an error to fail with. */
let failure: Error | null = null
const sent: { call: string; body: unknown }[] = []

const api = {
  async request(options: RequestOptions<unknown>) {
    sent.push({ call: `${options.method} ${options.path}`, body: options.body })
    if (failure) throw failure
    return options.parse(undefined)
  },
  onUnauthorized: () => () => {},
} as unknown as ApiClient

function Probe({ onForm }: { onForm: (value: Form) => void }) {
  onForm(useForgotPassword())
  return null
}

beforeEach(async () => {
  failure = null
  sent.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  root = createRoot(document.createElement('div'))
  await act(async () =>
    root.render(
      <ApiProvider client={api}>
        <Probe onForm={(value) => (form = value)} />
      </ApiProvider>,
    ),
  )
})
afterEach(() => act(() => root.unmount()))

const submit = (email: string) => act(async () => form.submit(email))

// Spec sections 5 and 8, their texts written out.
describe('the forgot-password form', () => {
  it('asks for an email, and sends nothing without one', async () => {
    await submit('   ')
    expect(form.state).toEqual({ status: 'failed', message: 'Email is required.' })
    expect(sent).toEqual([])
  })

  it('sends the email, trimmed, to POST /api/forgot-password', async () => {
    await submit(' a@b.test ')
    expect(sent).toEqual([{ call: 'POST /api/forgot-password', body: { email: 'a@b.test' } }])
    expect(form.state.status).toBe('ready')
  })

  it('says the server’s error, else Unable to process your request.', async () => {
    failure = new ApiError('http', 'HTTP 404', { status: 404, serverMessage: 'No such user.' })
    await submit('a@b.test')
    expect(form.state).toMatchObject({ status: 'failed', message: 'No such user.' })
    failure = new ApiError('http', 'HTTP 500', { status: 500 })
    await submit('a@b.test')
    expect(form.state).toMatchObject({
      status: 'failed',
      message: 'Unable to process your request.',
    })
  })

  it('says so when the network fails', async () => {
    failure = new ApiError('network', 'offline')
    await submit('a@b.test')
    expect(form.state).toMatchObject({
      status: 'failed',
      message: 'An unexpected error occurred. Please try again later.',
    })
  })
})
