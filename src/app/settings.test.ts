import { afterEach, describe, expect, it, vi } from 'vitest'
import { askServerSettings, configFileUrl, readConfigFile, readSettings } from './settings'

/** Answers config.json with `body`, as a server would. */
function serve(body: string, status = 200) {
  const fetch = vi.fn(async () => new Response(body, { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})

describe('readConfigFile', () => {
  it('reads config.json from the address index.html preloads, with the preload’s credentials', async () => {
    const fetch = serve('{"apiBaseUrl": "https://api.example.com", "requestTimeoutMs": 2000}')
    expect(await readConfigFile()).toEqual({
      apiBaseUrl: 'https://api.example.com/',
      requestTimeoutMs: 2000,
    })
    expect(fetch).toHaveBeenCalledWith('/config.json', { signal: expect.any(AbortSignal) })
    expect(configFileUrl).toBe('/config.json')
  })

  it.each([
    ['missing', '', 404, /answered 404/],
    ['failing', 'oops', 500, /answered 500/],
    ['malformed', '{"apiBaseUrl": ', 200, /SyntaxError/],
    // A static host without the file may answer with index.html instead.
    ['the page instead', '<!doctype html><html></html>', 200, /SyntaxError/],
  ])(
    'uses the build’s settings when the file is %s, with a warning',
    async (_, body, status, why) => {
      serve(body, status)
      const warn = warnings()
      expect(await readConfigFile()).toEqual({})
      expect(warn).toHaveBeenCalledOnce()
      expect(warn.mock.calls[0]?.[0]).toMatch(why)
      expect(warn.mock.calls[0]?.[0]).toMatch(/using the build's settings/)
    },
  )

  it('reads the file every build ships, {}, as no settings, without a warning', async () => {
    serve('{}\n')
    const warn = warnings()
    expect(await readConfigFile()).toEqual({})
    expect(warn).not.toHaveBeenCalled()
  })

  it('uses the build’s settings when the file cannot be fetched at all', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const warn = warnings()
    expect(await readConfigFile()).toEqual({})
    expect(warn).toHaveBeenCalledWith(
      "config.json was not read (TypeError: Failed to fetch); using the build's settings.",
    )
  })

  it('warns once per refused value, naming its key, and keeps the valid ones', async () => {
    serve(
      JSON.stringify({
        apiBaseUrl: 'https://user:secret@api.example.com',
        managementDashboardUrl: 'https://manage.example.com',
        requestTimeoutMs: 500_000,
        brand: { accentColor: 'red' },
        theme: 'dark',
      }),
    )
    const warn = warnings()
    expect(await readConfigFile()).toEqual({
      managementDashboardUrl: 'https://manage.example.com/',
      requestTimeoutMs: 120_000,
      brand: {},
    })
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'config.json: apiBaseUrl has a username or password; ignored.',
      'config.json: requestTimeoutMs is outside 1000 to 120000; using 120000.',
      'config.json: brand.accentColor is not a #rgb or #rrggbb colour; ignored.',
      'config.json: theme is not a setting; ignored.',
    ])
    // The refused address carried a password: no warning repeats it.
    expect(warn.mock.calls.flat().join(' ')).not.toContain('secret')
  })

  it('reads quotes and markup as text: nothing in the file runs', async () => {
    const name = '"; alert(1); "</script><script>alert(2)</script>'.slice(0, 60)
    serve(JSON.stringify({ brand: { name } }))
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    expect(await readConfigFile()).toEqual({ brand: { name } })
    expect(alert).not.toHaveBeenCalled()
  })
})

describe('a plain http: address in config.json (issue 26, D5)', () => {
  it('is ignored on a page served over https:, with a warning naming the setting', async () => {
    serve('{"apiBaseUrl": "http://api.example.com", "requestTimeoutMs": 2000}')
    const warn = warnings()
    expect(await readConfigFile()).toEqual({ requestTimeoutMs: 2000 })
    expect(warn).toHaveBeenCalledWith(
      'config.json: apiBaseUrl is plain http:, which anyone on the way can read and change; ignored.',
    )
  })

  it('is kept on a page served over http: (a loopback test, development)', async () => {
    serve('{"apiBaseUrl": "http://127.0.0.1:8080"}')
    expect(await readConfigFile({ allowHttp: true })).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8080/',
    })
  })
})

describe('askServerSettings: what the server says now', () => {
  const page = { location: { protocol: 'https:', origin: 'https://portal.example.com' } }

  it('asks the server itself, never a copy, and says how long the answer holds', async () => {
    vi.stubGlobal('window', page)
    const fetch = vi.fn(
      async () =>
        new Response('{"apiBaseUrl": "https://moved.example.com"}', {
          headers: { 'Cache-Control': 'max-age=300, stale-while-revalidate=86400' },
        }),
    )
    vi.stubGlobal('fetch', fetch)
    const { settings, maxAgeMs } = await askServerSettings()
    expect(settings.apiBaseUrl).toBe('https://moved.example.com/')
    expect(maxAgeMs).toBe(300_000)
    expect(fetch).toHaveBeenCalledWith('/config.json', {
      cache: 'no-cache',
      signal: expect.any(AbortSignal),
    })
  })

  it("reads a missing or malformed file as the server's word: the build's settings", async () => {
    vi.stubGlobal('window', page)
    warnings()
    for (const [body, status] of [
      ['', 404],
      ['{"apiBaseUrl": ', 200],
    ] as const) {
      serve(body, status)
      const { settings, maxAgeMs } = await askServerSettings()
      expect(settings.apiBaseUrl).toBe(import.meta.env.VITE_API_BASE_URL ?? '')
      expect(maxAgeMs).toBe(0)
    }
  })

  it('fails when the server cannot say: its own failure, or no connection', async () => {
    vi.stubGlobal('window', page)
    serve('oops', 503)
    await expect(askServerSettings()).rejects.toThrow('config.json answered 503')
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(askServerSettings()).rejects.toThrow('Failed to fetch')
  })
})

describe('askServerSettings: the answers a server may give', () => {
  const https = { location: { protocol: 'https:', origin: 'https://portal.example.com' } }
  const http = { location: { protocol: 'http:', origin: 'http://127.0.0.1:4173' } }

  it('fails on a 500 as on any 5xx: nobody knows what the server would say', async () => {
    vi.stubGlobal('window', https)
    serve('{"apiBaseUrl": "https://moved.example.com"}', 500)
    await expect(askServerSettings()).rejects.toThrow('config.json answered 500')
  })

  it('reads the max-age wherever Cache-Control names it, after other directives', async () => {
    vi.stubGlobal('window', https)
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{}', { headers: { 'Cache-Control': 'public, no-transform, max-age=60' } }),
    )
    expect((await askServerSettings()).maxAgeMs).toBe(60_000)
  })

  it('reads no file from a refusal, even one with a JSON body: the build’s settings', async () => {
    vi.stubGlobal('window', https)
    serve('{"apiBaseUrl": "https://moved.example.com"}', 404)
    const { settings } = await askServerSettings()
    expect(settings.apiBaseUrl).toBe(import.meta.env.VITE_API_BASE_URL ?? '')
  })

  it('refuses a plain http: backend on a page served over https:, with a warning', async () => {
    vi.stubGlobal('window', https)
    serve('{"apiBaseUrl": "http://api.example.com"}')
    const warn = warnings()
    const { settings } = await askServerSettings()
    expect(settings.apiBaseUrl).toBe(import.meta.env.VITE_API_BASE_URL ?? '')
    expect(warn).toHaveBeenCalledWith(
      'config.json: apiBaseUrl is plain http:, which anyone on the way can read and change; ignored.',
    )
  })

  it('keeps a plain http: backend on a page served over http: (a loopback test)', async () => {
    vi.stubGlobal('window', http)
    serve('{"apiBaseUrl": "http://127.0.0.1:8080"}')
    expect((await askServerSettings()).settings.apiBaseUrl).toBe('http://127.0.0.1:8080/')
  })
})

describe('readSettings: the settings the page starts with', () => {
  it('refuses a plain http: backend on a page served over https:', async () => {
    vi.stubGlobal('window', {
      location: { protocol: 'https:', origin: 'https://portal.example.com' },
    })
    serve('{"apiBaseUrl": "http://api.example.com", "requestTimeoutMs": 2000}')
    warnings()
    const settings = await readSettings()
    expect(settings.apiBaseUrl).toBe(import.meta.env.VITE_API_BASE_URL ?? '')
    expect(settings.requestTimeoutMs).toBe(2000)
  })

  it('keeps a plain http: backend on a page served over http:', async () => {
    vi.stubGlobal('window', { location: { protocol: 'http:', origin: 'http://127.0.0.1:4173' } })
    serve('{"apiBaseUrl": "http://127.0.0.1:8080"}')
    expect((await readSettings()).apiBaseUrl).toBe('http://127.0.0.1:8080/')
  })
})
