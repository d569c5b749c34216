import { afterEach, describe, expect, it, vi } from 'vitest'
import { isAbort, type ApiError } from '../api/errors'
import { resolveConfig } from '../domain/portalSettings'
import { createServerSettings } from './serverSettings'
import type { ServerAnswer } from './settings'

const oldBackend = 'https://api.example.com/'
const newBackend = 'https://moved.example.com/'
const settingsFor = (apiBaseUrl: string) => resolveConfig({ apiBaseUrl }, {}, 'https://portal.test')
const answer = (apiBaseUrl: string, maxAgeMs = 300_000): ServerAnswer => ({
  settings: settingsFor(apiBaseUrl),
  maxAgeMs,
})

function serverSettings(answers: Array<ServerAnswer | Error>) {
  let clock = 0
  const ask = vi.fn(async () => {
    const next = answers.shift()
    if (!next || next instanceof Error) throw next ?? new Error('no answer left')
    return next
  })
  const reload = vi.fn()
  const server = createServerSettings(Promise.resolve(settingsFor(oldBackend)), {
    ask,
    reload,
    now: () => clock,
  })
  return { server, ask, reload, pass: (ms: number) => (clock += ms) }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  )

describe('the settings the server gives during this visit', () => {
  it('lets a password go when the server still names the backend the page calls', async () => {
    const { server, reload } = serverSettings([answer(oldBackend)])
    await expect(server.confirmBackend()).resolves.toBeUndefined()
    expect(reload).not.toHaveBeenCalled()
  })

  it('keeps a password from a moved backend: the page reloads onto the new one', async () => {
    const { server, reload } = serverSettings([answer(newBackend)])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = await rejection(server.confirmBackend())
    expect(isAbort(error)).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledWith(
      "The deployment's backend has moved; reloading the portal onto it.",
    )
  })

  it('asks once while the answer is within its max-age, and again after it', async () => {
    const { server, ask, pass } = serverSettings([answer(oldBackend), answer(newBackend)])
    expect((await server.read()).apiBaseUrl).toBe(oldBackend)
    pass(300_000)
    await server.confirmBackend()
    expect(ask).toHaveBeenCalledOnce()
    pass(1)
    expect((await server.read()).apiBaseUrl).toBe(newBackend)
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('never lets a password go unconfirmed: no connection is a network failure, asked again next time', async () => {
    const { server, ask } = serverSettings([new TypeError('Failed to fetch'), answer(oldBackend)])
    const error = await rejection(server.confirmBackend())
    expect(error?.kind).toBe('network')
    await expect(server.confirmBackend()).resolves.toBeUndefined()
    expect(ask).toHaveBeenCalledTimes(2)
  })
})

describe('the max-age and the cause, read the way the server meant them', () => {
  it('counts the max-age from when the server answered, not from the visit’s start', async () => {
    const { server, ask, pass } = serverSettings([answer(oldBackend), answer(newBackend)])
    pass(60_000)
    await server.read()
    pass(300_000)
    expect((await server.read()).apiBaseUrl).toBe(oldBackend)
    expect(ask).toHaveBeenCalledOnce()
    pass(1)
    expect((await server.read()).apiBaseUrl).toBe(newBackend)
  })

  it('says in the failure why the server could not be asked, for the console', async () => {
    const { server } = serverSettings([new TypeError('Failed to fetch')])
    const error = await rejection(server.confirmBackend())
    expect(error?.message).toContain('TypeError: Failed to fetch')
  })
})

describe('a moved backend, without a reload given', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reloads the page itself, onto the backend its server names now', async () => {
    const reload = vi.fn()
    vi.stubGlobal('window', { location: { reload } })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const server = createServerSettings(Promise.resolve(settingsFor(oldBackend)), {
      ask: async () => answer(newBackend),
    })
    const error = await rejection(server.confirmBackend())
    expect(isAbort(error)).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
  })
})
