import { describe, expect, it } from 'vitest'
import { loaderHideAt, loaderTimeoutAt } from './reportLoader'

describe('report loader timing', () => {
  it('waits until 4000 ms after the click, then 1500 ms, when the frame loads quickly', () =>
    expect(loaderHideAt(10_000, 10_300)).toBe(15_500))

  it('waits 1500 ms after the load when the frame took longer than 4000 ms', () =>
    expect(loaderHideAt(10_000, 17_000)).toBe(18_500))

  it('treats a load exactly at 4000 ms the same either way', () =>
    expect(loaderHideAt(0, 4_000)).toBe(5_500))

  it('is forced off 30000 ms after the click', () => expect(loaderTimeoutAt(2_000)).toBe(32_000))
})
