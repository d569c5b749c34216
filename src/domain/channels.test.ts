import { describe, expect, it } from 'vitest'
import {
  channelByField,
  channels,
  channelsOf,
  linkFields,
  menuTitles,
  reportTitle,
  type LinkField,
} from './channels'
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

  it('routes every channel as the table of spec section 2 does', () => {
    expect(Object.fromEntries(channels.map((c) => [c.label, c.path]))).toEqual({
      Facebook: '/facebook-analytics',
      Instagram: '/instagram-analytics',
      TikTok: '/tiktok-analytics',
      YouTube: '/youtube-analytics',
      X: '/x-analytics',
      'Google Paid Search': '/google-analytics',
      'Truth Social': '/truthsocial-analytics',
      Rumble: '/rumble-analytics',
      Audio: '/audio-analytics',
      'In-Game': '/ingame-analytics',
      'Connected TV': '/ctv-analytics',
      Video: '/video-analytics',
      Mobile: '/mobile-analytics',
      Display: '/display-analytics',
      'Digital-Out-Of-Home': '/dooh-analytics',
      Cinema: '/cinema-analytics',
    })
  })

  it('reads each link from the advertiser record field spec section 3 names', () => {
    expect(Object.fromEntries(channels.map((c) => [c.label, c.field]))).toEqual({
      Facebook: 'facebook',
      Instagram: 'instagram',
      TikTok: 'tiktok',
      YouTube: 'youtube',
      X: 'x',
      'Google Paid Search': 'googleSearch',
      'Truth Social': 'truthSocial',
      Rumble: 'rumble',
      Audio: 'audio',
      'In-Game': 'ingame',
      'Connected TV': 'ctv',
      Video: 'video',
      Mobile: 'mobile',
      Display: 'display',
      'Digital-Out-Of-Home': 'dooh',
      Cinema: 'cinema',
    })
    expect(linkFields).toEqual(channels.map((c) => c.field))
  })

  it('puts Cinema on the dashboard, under no channel menu', () => {
    expect(channelsOf('dashboard').map((c) => c.label)).toEqual(['Cinema'])
  })

  it('names the two channel menus as the dashboard tiles of spec section 2', () => {
    expect(menuTitles).toEqual({
      social: 'Social Analytics',
      programmatic: 'Programmatic Analytics',
    })
  })

  it('refuses a field that is no channel', () => {
    expect(() => channelByField('myspace' as LinkField)).toThrow('Unknown channel myspace')
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
