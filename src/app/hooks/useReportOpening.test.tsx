import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLoadedAnnouncement } from '../../screens/Report/useLoadedAnnouncement'
import { useReportOpening } from './useReportOpening'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let report: ReturnType<typeof useReportOpening>
/** Whether the viewer's live region says 'Report loaded' (useLoadedAnnouncement). */
let announced: boolean
let root: Root
let onLine: ReturnType<typeof vi.spyOn>

function Probe() {
  const seen = useReportOpening('entry-1')
  const loaded = useLoadedAnnouncement(seen.phase)
  useEffect(() => {
    report = seen
    announced = loaded
  })
  return null
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const frameLoads = () => act(() => report.frameLoaded())

/** The browser says the device went offline (`false`) or came back (`true`), as it does. */
function browserSays(online: boolean) {
  onLine.mockReturnValue(online)
  act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

beforeEach(() => {
  vi.useFakeTimers()
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  root = createRoot(document.createElement('div'))
})

afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const open = () => act(() => root.render(<Probe />))

describe('a report opened while the device is offline (useReportOpening)', () => {
  it('is opened again, with a new frame and timings afresh, when the device is back online', () => {
    browserSays(false)
    open()
    // The browser's error page loads in the frame: not the report.
    advance(200)
    frameLoads()
    advance(20_000)
    expect(report.phase).toBe('loading')
    expect(announced).toBe(false)
    expect(report.reloads).toBe(0)

    browserSays(true)
    expect(report.reloads).toBe(1)
    expect(report.phase).toBe('loading')
    advance(300)
    frameLoads()
    advance(5_500 - 300 - 1)
    expect(report.phase).toBe('loading')
    expect(announced).toBe(false)
    advance(1)
    expect(report.phase).toBe('ready')
    expect(announced).toBe(true)
  })

  it('is opened again when the device went offline before the frame loaded', () => {
    open()
    advance(1_000)
    browserSays(false)
    frameLoads()
    advance(29_000)
    expect(report.phase).toBe('slow')
    expect(announced).toBe(false)
    browserSays(true)
    expect(report.reloads).toBe(1)
    expect(report.phase).toBe('loading')
  })

  it('is opened again once only, however often the browser says it is online', () => {
    browserSays(false)
    open()
    browserSays(true)
    browserSays(true)
    expect(report.reloads).toBe(1)
  })

  it('leaves a report that loaded online as it is when the device goes offline and back', () => {
    open()
    frameLoads()
    advance(5_500)
    expect(report.phase).toBe('ready')
    browserSays(false)
    advance(1_000)
    browserSays(true)
    advance(30_000)
    expect(report.reloads).toBe(0)
    expect(report.phase).toBe('ready')
    expect(announced).toBe(true)
  })
})
