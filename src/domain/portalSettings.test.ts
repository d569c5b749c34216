import { describe, expect, it } from 'vitest'
import { resolveConfig } from './portalSettings'

describe('resolveConfig', () => {
  const build = {
    VITE_API_BASE_URL: 'https://build.api.example',
    VITE_MANAGEMENT_DASHBOARD_URL: 'https://build.manage.example/',
  }
  const origin = 'https://portal.example.com'

  it('prefers what config.json sets at deploy time', () => {
    const file = {
      apiBaseUrl: 'https://deploy.api.example/',
      managementDashboardUrl: 'https://deploy.manage.example/',
      requestTimeoutMs: 2000,
      reportOrigins: ['https://reports.example.com'],
      serviceWorker: false,
      brand: { name: 'Acme Media' },
    }
    expect(resolveConfig(file, build, origin)).toEqual({
      apiBaseUrl: 'https://deploy.api.example/',
      managementDashboardUrl: 'https://deploy.manage.example/',
      requestTimeoutMs: 2000,
      reportOrigins: ['https://reports.example.com'],
      serviceWorker: false,
      brand: { name: 'Acme Media' },
    })
  })

  it('keeps the build’s values for everything config.json leaves out', () => {
    expect(resolveConfig({}, build, origin)).toEqual({
      apiBaseUrl: 'https://build.api.example',
      managementDashboardUrl: 'https://build.manage.example/',
      requestTimeoutMs: 10_000,
      reportOrigins: null,
      serviceWorker: true,
      brand: { name: 'Client Portal' },
    })
  })

  it('uses the portal origin for the demo backend when nothing else is set', () => {
    expect(resolveConfig({}, { VITE_DEMO_BACKEND: 'true' }, origin).apiBaseUrl).toBe(origin)
  })

  it('has no backend at all when nothing is configured', () => {
    const config = resolveConfig({}, { VITE_API_BASE_URL: '' }, origin)
    expect(config.apiBaseUrl).toBe('')
    expect(config.managementDashboardUrl).toBeNull()
  })
})
