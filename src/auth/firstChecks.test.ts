import { describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../api/client'
import { makeToken } from '../mocks/token'
import { createFirstChecks } from './firstChecks'

function countingApi() {
  const request = vi.fn(async () => ({ role: 'client', accounts: [] }))
  const api = { request, onUnauthorized: () => () => {} } as unknown as ApiClient
  return { api, request }
}

describe("a session's first check", () => {
  it('is asked for once however many ask for it: the route loader, then the session checks', async () => {
    const { api, request } = countingApi()
    const checks = createFirstChecks(api)
    const credentials = {
      token: makeToken({ role: 'client', email: 'a@b.test', advertisers: [] }),
      email: 'a@b.test',
    }
    const fromLoader = checks.check(credentials)
    const fromChecks = checks.check(credentials)
    expect(fromChecks).toBe(fromLoader)
    await expect(fromChecks).resolves.toMatchObject({ kind: 'valid' })
    expect(request).toHaveBeenCalledOnce()
  })

  it('is asked for anew for another session (a sign-in, another tab’s)', async () => {
    const { api, request } = countingApi()
    const checks = createFirstChecks(api)
    await checks.check({
      token: makeToken({ role: 'client', email: 'a@b.test', advertisers: [] }),
      email: 'a@b.test',
    })
    await checks.check({
      token: makeToken({ role: 'client', email: 'c@d.test', advertisers: [] }),
      email: 'c@d.test',
    })
    expect(request).toHaveBeenCalledTimes(2)
  })
})
