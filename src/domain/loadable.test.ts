import { describe, expect, it } from 'vitest'
import { dataOf, failed, idle, loading, mapLoadable, ready } from './loadable'

describe('not yet, failed, here it is', () => {
  it('gives the data once it is here, and null before or after a failure', () => {
    expect(dataOf(ready(['Acme']))).toEqual(['Acme'])
    expect(dataOf(loading)).toBeNull()
    expect(dataOf(idle)).toBeNull()
    expect(dataOf(failed('Failed to load advertisers.'))).toBeNull()
  })

  it('carries a failure’s message, and the way to ask again when there is one', () => {
    expect(failed('Failed to load advertisers.')).toEqual({
      status: 'failed',
      message: 'Failed to load advertisers.',
    })
    const retry = () => {}
    expect(failed('Failed to load advertisers.', retry)).toEqual({
      status: 'failed',
      message: 'Failed to load advertisers.',
      retry,
    })
  })

  it('turns the data into something else, and leaves any other state as it is', () => {
    expect(mapLoadable(ready([3, 1]), (list) => list.length)).toEqual(ready(2))
    const failure = failed('Failed to load advertisers.')
    expect(mapLoadable(failure, () => 1)).toBe(failure)
  })
})
