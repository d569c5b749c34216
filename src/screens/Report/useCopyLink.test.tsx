// In the DOM project (a .tsx file): the hook rendered, its timer on a fake clock.
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useCopyLink } from './useCopyLink'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let link: ReturnType<typeof useCopyLink>
let root: Root

function Probe() {
  const seen = useCopyLink('https://portal.test/facebook-analytics?advertiser=a1&view=report')
  useEffect(() => {
    link = seen
  })
  return null
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('navigator', { clipboard: { writeText: async () => {} } })
  root = createRoot(document.createElement('div'))
  act(() => root.render(<Probe />))
})
afterEach(() => {
  act(() => root.unmount())
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

it('shows Link copied for 3 s from the last press, then clears', async () => {
  await act(() => link.copy())
  expect(link.state).toEqual({ status: 'copied', at: 1 })
  act(() => vi.advanceTimersByTime(2000))
  // A second press starts its own 3 s.
  await act(() => link.copy())
  act(() => vi.advanceTimersByTime(2999))
  expect(link.state).toEqual({ status: 'copied', at: 2 })
  act(() => vi.advanceTimersByTime(1))
  expect(link.state).toEqual({ status: 'idle' })
})
