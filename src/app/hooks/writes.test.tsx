import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../api/ApiContext'
import type { ApiClient, RequestOptions } from '../../api/client'
import { ApiError } from '../../api/errors'
import { useForgotPassword } from '../../api/useForgotPassword'
import { usePasswordChange } from './usePasswordChange'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// Issue 45: a write the server may still be making is never called a failure.

/** A backend whose every call gets no answer within its limit, as the client reports it. */
const unanswering: ApiClient = {
  onUnauthorized: () => () => {},
  request<T>(options: RequestOptions<T>): Promise<T> {
    expect(options.write).toBe(true)
    return Promise.reject(new ApiError('unanswered', `No answer for ${options.path}`))
  },
}

let root: Root
let password: ReturnType<typeof usePasswordChange>
let forgot: ReturnType<typeof useForgotPassword>

function Probe() {
  const change = usePasswordChange()
  const reset = useForgotPassword()
  useEffect(() => {
    password = change
    forgot = reset
  })
  return null
}

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  root = createRoot(document.createElement('div'))
  await act(async () =>
    root.render(
      <ApiProvider client={unanswering}>
        <Probe />
      </ApiProvider>,
    ),
  )
})
afterEach(() => {
  act(() => root.unmount())
  vi.restoreAllMocks()
})

describe('a write with no answer within its limit', () => {
  it('says the password may have been changed, and keeps the dialog open to save again', async () => {
    act(() => password.show())
    await act(() => password.save({ password: 'a-new-pass', confirm: 'a-new-pass' }))
    expect(password.open).toBe(true)
    expect(password.state).toEqual({
      status: 'failed',
      message: 'We did not hear back from the server. Your password may have been changed.',
      maybeDone: true,
    })
    expect(password.notice).toBeNull()
  })

  it('says reset instructions may have been sent, never that it failed', async () => {
    await act(() => forgot.submit('demo@clientportal.test'))
    expect(forgot.state).toEqual({
      status: 'failed',
      message:
        'We did not hear back from the server. Reset instructions may have been sent: check your email before asking again.',
      maybeDone: true,
    })
  })
})
