import { describe, expect, it } from 'vitest'
import { resolveConfig, webAddress } from './config'

const origin = 'https://portal.example.com'

describe('webAddress', () => {
  it('accepts http and https addresses', () => {
    expect(webAddress('https://manage.example.com')).toBe('https://manage.example.com/')
    expect(webAddress(' http://manage.example.com/app ')).toBe('http://manage.example.com/app')
  })

  it.each([undefined, '', '  ', 'manage.example.com', 'javascript:alert(1)', 'ftp://x.example', 7])(
    'gives null for %j',
    (value) => expect(webAddress(value)).toBeNull(),
  )
})

describe('resolveConfig', () => {
  const build = {
    VITE_API_BASE_URL: 'https://build.api.example',
    VITE_MANAGEMENT_DASHBOARD_URL: 'https://build.manage.example',
  }

  it('prefers what config.js sets at deploy time', () => {
    const config = resolveConfig(
      {
        apiBaseUrl: ' https://deploy.api.example ',
        managementDashboardUrl: 'https://deploy.manage.example',
      },
      build,
      origin,
    )
    expect(config.apiBaseUrl).toBe('https://deploy.api.example')
    expect(config.managementDashboardUrl).toBe('https://deploy.manage.example/')
  })

  it('keeps the build-time values where config.js leaves them empty', () => {
    const config = resolveConfig({ apiBaseUrl: '', managementDashboardUrl: '' }, build, origin)
    expect(config.apiBaseUrl).toBe('https://build.api.example')
    expect(config.managementDashboardUrl).toBe('https://build.manage.example/')
  })

  it('takes a request time-out from config.js when it is a positive number', () => {
    expect(resolveConfig({ requestTimeoutMs: 2000 }, build, origin).requestTimeoutMs).toBe(2000)
    expect(resolveConfig({ requestTimeoutMs: -1 }, build, origin).requestTimeoutMs).toBe(10_000)
    expect(resolveConfig({ requestTimeoutMs: '5' }, build, origin).requestTimeoutMs).toBe(10_000)
  })

  it('ignores a deploy-time host that is not an http(s) address', () => {
    expect(resolveConfig({ apiBaseUrl: 'api.example.com' }, build, origin).apiBaseUrl).toBe(
      'https://build.api.example',
    )
  })

  it('ignores values of the wrong type', () => {
    expect(resolveConfig({ apiBaseUrl: 42 }, build, origin).apiBaseUrl).toBe(
      'https://build.api.example',
    )
  })

  it('uses the portal origin for the demo backend when nothing else is set', () => {
    expect(resolveConfig(undefined, { VITE_DEMO_BACKEND: 'true' }, origin).apiBaseUrl).toBe(origin)
  })

  it('has no backend at all when nothing is configured', () => {
    expect(resolveConfig(undefined, {}, origin)).toEqual({
      apiBaseUrl: '',
      managementDashboardUrl: null,
      requestTimeoutMs: 10_000,
    })
  })
})
