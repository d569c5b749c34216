import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { toAdvertisers } from '../../domain/advertisers'
import { advertiserOptions } from './useAdvertisers'

describe('advertiserOptions', () => {
  it('offers the unique names, sorted, once loaded', () => {
    const data = toAdvertisers([{ name: 'b' }, { name: 'A' }, { name: 'b' }])
    expect(advertiserOptions({ status: 'success', data })).toEqual({
      status: 'ready',
      names: ['A', 'b'],
    })
  })

  it('is loading while idle or loading', () => {
    expect(advertiserOptions({ status: 'loading' })).toEqual({ status: 'loading' })
    expect(advertiserOptions({ status: 'idle' })).toEqual({ status: 'loading' })
  })

  it.each([
    new ApiError('http', 'HTTP 500', { status: 500, serverMessage: 'Database down' }),
    new ApiError('network', 'Failed to fetch'),
    new ApiError('shape', 'Invalid advertiser data shape'),
    new TypeError('boom'),
  ])("says 'Failed to load advertisers.' for %s, never the server's text", (error) => {
    expect(advertiserOptions({ status: 'error', error })).toEqual({
      status: 'error',
      message: 'Failed to load advertisers.',
    })
  })

  it('says the backend is not configured when there is no host', () => {
    const error = new ApiError('not-configured', 'Backend URL is not configured.')
    expect(advertiserOptions({ status: 'error', error })).toEqual({
      status: 'error',
      message: 'Backend URL is not configured.',
    })
  })
})
