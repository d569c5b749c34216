import { describe, expect, it } from 'vitest'
import { isSamePage, pageFileOf, publicPaths, routePaths } from './paths'

/** The routes of spec section 2, written out as the spec gives them. */
const specRoutes = [
  '/',
  '/login',
  '/forgot-password',
  '/dashboard',
  '/client',
  '/social-analytics',
  '/programmatic-analytics',
  '/ai-optimizations',
  '/notifications',
  '/settings',
  '/facebook-analytics',
  '/instagram-analytics',
  '/tiktok-analytics',
  '/youtube-analytics',
  '/x-analytics',
  '/google-analytics',
  '/truthsocial-analytics',
  '/rumble-analytics',
  '/audio-analytics',
  '/ingame-analytics',
  '/ctv-analytics',
  '/video-analytics',
  '/mobile-analytics',
  '/display-analytics',
  '/dooh-analytics',
  '/cinema-analytics',
]

describe('the routes', () => {
  it('are those of spec section 2, each once', () => {
    expect(routePaths.toSorted()).toEqual(specRoutes.toSorted())
  })

  it('need no sign-in at /login and /forgot-password alone', () => {
    expect(publicPaths).toEqual(['/login', '/forgot-password'])
  })
})

describe('the file the server answers a route with', () => {
  it('is a public page’s own prerendered file', () => {
    expect(pageFileOf('/login')).toBe('/login.html')
    expect(pageFileOf('/forgot-password')).toBe('/forgot-password.html')
  })

  it('is index.html for every other route', () => {
    expect(pageFileOf('/')).toBe('/index.html')
    expect(pageFileOf('/dashboard')).toBe('/index.html')
    expect(pageFileOf('/cinema-analytics')).toBe('/index.html')
  })

  it('is none for an address that is no route', () => {
    expect(pageFileOf('/dashboard/extra')).toBeNull()
    expect(pageFileOf('/login.html')).toBeNull()
  })
})

describe('the same page', () => {
  it('is the same path, whatever the query or fragment', () => {
    expect(isSamePage('/settings?tab=1#top', '/settings')).toBe(true)
    expect(isSamePage('/settings', '/notifications')).toBe(false)
  })

  it('counts / and /client as the dashboard, which they show', () => {
    expect(isSamePage('/', '/dashboard')).toBe(true)
    expect(isSamePage('/client?advertiser=a1', '/dashboard')).toBe(true)
    expect(isSamePage('/dashboard', '/')).toBe(true)
    expect(isSamePage('/', '/settings')).toBe(false)
  })
})
