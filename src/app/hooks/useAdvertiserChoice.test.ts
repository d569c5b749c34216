import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage } from '../../api/errors'
import { advertiserNames, toAdvertisers } from '../../domain/advertisers'
import { loading, mapLoadable, ready } from '../../domain/loadable'
import { advertisersFailure } from '../advertiserList'

describe('the advertiser dropdown', () => {
  it('offers the unique names, sorted, once loaded', () => {
    const data = toAdvertisers([{ name: 'b' }, { name: 'A' }, { name: 'b' }])
    expect(mapLoadable(ready(data), advertiserNames)).toEqual(ready(['A', 'b']))
  })

  it('stays loading while the list loads', () => {
    expect(mapLoadable(loading, advertiserNames)).toEqual({ status: 'loading' })
  })

  it.each([
    new ApiError('http', 'HTTP 500', { status: 500, serverMessage: 'Database down' }),
    new ApiError('network', 'Failed to fetch'),
    new ApiError('shape', 'Invalid advertiser data shape'),
    new TypeError('boom'),
  ])("says 'Failed to load advertisers.' for %s, never the server's text", (error) => {
    expect(errorMessage(error, advertisersFailure)).toBe('Failed to load advertisers.')
  })

  it('says the backend is not configured when there is no host', () => {
    const error = new ApiError('not-configured', 'Backend URL is not configured.')
    expect(errorMessage(error, advertisersFailure)).toBe('Backend URL is not configured.')
  })
})
