import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'

const portalUrl = inject('portalUrl')
const apiOrigin = inject('apiOrigin')
const reportOrigin = inject('reportOrigin')

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${portalUrl}${path}`, { headers })
}

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain(`connect-src 'self' ${apiOrigin}`)
  expect(csp).toContain(`frame-src ${reportOrigin}`)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
}

describe('the nginx deployment', () => {
  it('serves index.html uncached, with the security headers', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(response)
  })

  it('falls back to index.html for the portal’s own routes', async () => {
    for (const path of ['/dashboard', '/ctv-analytics', '/some/deep/link']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<div id="root"></div>')
    }
  })

  it('caches hashed assets for a year, compressed, with the security headers', async () => {
    const html = await (await get('/')).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? ''
    const response = await get(asset, { 'Accept-Encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('max-age=31536000')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expectSecurityHeaders(response)
  })

  it('serves the deploy-time settings uncached', async () => {
    const response = await get('/config.js')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain(apiOrigin)
  })

  it('answers a missing asset with 404, not the page', async () => {
    expect((await get('/assets/missing-0000.js')).status).toBe(404)
  })
})
