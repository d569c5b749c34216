import { describe, expect, it } from 'vitest'
import { reportHost } from './reportHost'

describe('reportHost', () => {
  const portal = 'https://portal.example.com/facebook-analytics?view=report'

  it('names the host of an absolute link, with its port when it has one', () => {
    expect(reportHost('https://reports.example.com/r/1?rm=embed', portal)).toBe(
      'reports.example.com',
    )
    expect(reportHost('http://127.0.0.1:4174/demo.html?rm=embed', portal)).toBe('127.0.0.1:4174')
  })

  it("names the portal's own host for a relative link", () => {
    expect(reportHost('/demo-reports/facebook.html?rm=embed', portal)).toBe('portal.example.com')
  })

  it('names nothing without a link', () => {
    expect(reportHost(null, portal)).toBeNull()
  })
})
