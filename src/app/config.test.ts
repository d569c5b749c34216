// @vitest-environment happy-dom
// (config.ts reads the page's address: the unit project runs .ts tests in Node otherwise.)
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configFileUrl } from './configFile'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('the deploy-time settings in index.html', () => {
  const html = readFileSync('index.html', 'utf8')

  it('are preloaded as data, at the address and credentials mode the portal fetches with', () => {
    // crossorigin (anonymous) is fetch()'s own default: mode cors, credentials same-origin.
    // Any other address or mode, and the browser would fetch the file a second time.
    expect(html).toContain(
      `<link rel="preload" href="${configFileUrl}" as="fetch" crossorigin vite-ignore />`,
    )
  })

  it('are never a script: the page runs only the portal’s own module', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    expect(scripts).toEqual(['<script type="module" src="/src/app/main.tsx">'])
  })
})

describe('config', () => {
  it('is the build’s until loadConfig has read config.json, and the deployed settings after', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"apiBaseUrl": "https://deploy.api.example"}')),
    )
    const settings = await import('./config')
    expect(settings.config.apiBaseUrl).not.toBe('https://deploy.api.example/')
    expect(fetch).not.toHaveBeenCalled()
    await settings.loadConfig()
    expect(fetch).toHaveBeenCalledOnce()
    expect(settings.config.apiBaseUrl).toBe('https://deploy.api.example/')
  })
})
