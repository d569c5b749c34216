import { describe, expect, it } from 'vitest'
import { checkBuildSettings } from './runtimeConfigFile'

describe('the build’s own settings', () => {
  it('pass when they are valid addresses, or not set', () => {
    expect(() =>
      checkBuildSettings({
        VITE_API_BASE_URL: 'https://api.example.com',
        VITE_MANAGEMENT_DASHBOARD_URL: 'https://manage.example.com',
      }),
    ).not.toThrow()
    expect(() => checkBuildSettings({ VITE_API_BASE_URL: '' })).not.toThrow()
  })

  it('stop the build naming the variable that config.json’s rules refuse', () => {
    expect(() =>
      checkBuildSettings({ VITE_API_BASE_URL: 'https://user:secret@api.example.com' }),
    ).toThrow('VITE_API_BASE_URL has a username or password.')
    expect(() =>
      checkBuildSettings({ VITE_MANAGEMENT_DASHBOARD_URL: 'javascript:alert(1)' }),
    ).toThrow('VITE_MANAGEMENT_DASHBOARD_URL is not an http(s) address.')
  })

  it('take plain http: for the backend on a developer’s machine, never for the dashboard (issue 43, N3)', () => {
    expect(() => checkBuildSettings({ VITE_API_BASE_URL: 'http://localhost:8080' })).not.toThrow()
    expect(() =>
      checkBuildSettings({ VITE_MANAGEMENT_DASHBOARD_URL: 'http://manage.example.com' }),
    ).toThrow(
      'VITE_MANAGEMENT_DASHBOARD_URL is plain http:, which anyone on the way can read and change.',
    )
  })
})
