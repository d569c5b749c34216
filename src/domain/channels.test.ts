import { describe, expect, it } from 'vitest'
import { channelByField, channels, channelsOf, reportTitle } from './channels'
import { menuPathOf } from './paths'

describe('channel table', () => {
  it('holds the 16 channels of spec section 2 with unique routes, fields and titles', () => {
    expect(channels).toHaveLength(16)
    expect(new Set(channels.map((c) => c.path)).size).toBe(16)
    expect(new Set(channels.map((c) => c.field)).size).toBe(16)
    expect(new Set(channels.map(reportTitle)).size).toBe(16)
  })

  it('puts the social tiles in the order the spec lists them', () => {
    expect(channelsOf('social').map((c) => c.label)).toEqual([
      'Facebook',
      'Instagram',
      'TikTok',
      'YouTube',
      'X',
      'Truth Social',
      'Rumble',
      'Google Paid Search',
    ])
  })

  it('puts the programmatic tiles in the order the spec lists them', () => {
    expect(channelsOf('programmatic').map((c) => c.label)).toEqual([
      'Audio',
      'In-Game',
      'Connected TV',
      'Video',
      'Mobile',
      'Display',
      'Digital-Out-Of-Home',
    ])
  })

  it('maps the routes of the spec table', () => {
    expect(channelByField('googleSearch').path).toBe('/google-analytics')
    expect(channelByField('truthSocial').path).toBe('/truthsocial-analytics')
    expect(channelByField('ctv').path).toBe('/ctv-analytics')
    expect(channelByField('dooh').path).toBe('/dooh-analytics')
    expect(channelByField('cinema').menu).toBe('dashboard')
  })

  it('lets only Truth Social and Rumble adopt an advertiser from navigation state', () => {
    expect(channels.filter((c) => c.adoptsNavigationAdvertiser).map((c) => c.label)).toEqual([
      'Truth Social',
      'Rumble',
    ])
  })

  it("leads back to each channel's menu", () => {
    expect(menuPathOf(channelByField('x'))).toBe('/social-analytics')
    expect(menuPathOf(channelByField('dooh'))).toBe('/programmatic-analytics')
    expect(menuPathOf(channelByField('cinema'))).toBe('/dashboard')
  })

  it('titles a report "<Channel> Analytics"', () => {
    expect(reportTitle(channelByField('ctv'))).toBe('Connected TV Analytics')
  })
})
