import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLoadedAnnouncement } from './useLoadedAnnouncement'
import { useReportLoader } from './useReportLoader'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

type Loader = ReturnType<typeof useReportLoader>
let loader: Loader
/** Whether the viewer's live region says 'Report loaded' (useLoadedAnnouncement). */
let announced: boolean
let root: Root

function Probe({ openKey, online }: { openKey: string | null; online: boolean }) {
  const seen = useReportLoader(openKey, online)
  const loaded = useLoadedAnnouncement(seen.phase)
  useEffect(() => {
    loader = seen
    announced = loaded
  })
  return null
}

/** Shows the report opened as `openKey` (null: the selection), the device online or not. */
const show = (openKey: string | null, { online = true } = {}) =>
  act(() => root.render(<Probe openKey={openKey} online={online} />))
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  root = createRoot(document.createElement('div'))
  show(null)
})

afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

describe('the report loader', () => {
  it('shows the selection while no report is open', () => expect(loader.phase).toBe('selection'))

  it('hides the loader 4000 + 1500 ms after the opening when the frame loads quickly', () => {
    show('entry-1')
    expect(loader.phase).toBe('loading')
    advance(300)
    act(() => loader.frameLoaded())
    advance(5_500 - 300 - 1)
    expect(loader.phase).toBe('loading')
    advance(1)
    expect(loader.phase).toBe('ready')
  })

  it('hides the loader 1500 ms after a load that came later than 4000 ms', () => {
    show('entry-1')
    advance(9_000)
    act(() => loader.frameLoaded())
    advance(1_499)
    expect(loader.phase).toBe('loading')
    advance(1)
    expect(loader.phase).toBe('ready')
  })

  it('forces the loader off 30000 ms after the opening when the frame never loads', () => {
    show('entry-1')
    advance(29_999)
    expect(loader.phase).toBe('loading')
    advance(1)
    expect(loader.phase).toBe('slow')
  })

  it('shows the report when it finally loads after the fallback', () => {
    show('entry-1')
    advance(31_000)
    act(() => loader.frameLoaded())
    expect(loader.phase).toBe('ready')
  })

  it('goes straight to the report when the fallback fires after a late load', () => {
    show('entry-1')
    advance(29_000)
    act(() => loader.frameLoaded())
    advance(1_000)
    expect(loader.phase).toBe('ready')
  })

  it('closes back to the selection, and no timer opens anything', () => {
    show('entry-1')
    show(null)
    expect(loader.phase).toBe('selection')
    advance(60_000)
    expect(loader.phase).toBe('selection')
  })

  it('times afresh for each opening (another entry, another advertiser, Reload report)', () => {
    show('entry-1')
    act(() => loader.frameLoaded())
    advance(10_000)
    expect(loader.phase).toBe('ready')
    show('entry-1 reload-1')
    expect(loader.phase).toBe('loading')
    act(() => loader.frameLoaded())
    advance(5_499)
    expect(loader.phase).toBe('loading')
    advance(1)
    expect(loader.phase).toBe('ready')
  })

  it('takes no load of a frame from an opening that has closed', () => {
    show('entry-1')
    const { frameLoaded } = loader
    show(null)
    show('entry-2')
    act(() => frameLoaded())
    advance(5_500)
    expect(loader.phase).toBe('loading')
    advance(30_000 - 5_500)
    expect(loader.phase).toBe('slow')
  })
})

describe('the report loader while the device is offline', () => {
  it('takes no load while offline: the loader stays, then the fallback, and nothing is announced', () => {
    show('entry-1', { online: false })
    expect(loader.waitsForConnection).toBe(true)
    advance(300)
    act(() => loader.frameLoaded())
    advance(29_700 - 1)
    expect(loader.phase).toBe('loading')
    advance(1)
    expect(loader.phase).toBe('slow')
    expect(announced).toBe(false)
  })

  it('takes no load after the device went offline during the opening, even back online', () => {
    show('entry-1')
    expect(loader.waitsForConnection).toBe(false)
    advance(1_000)
    show('entry-1', { online: false })
    expect(loader.waitsForConnection).toBe(true)
    show('entry-1')
    act(() => loader.frameLoaded())
    advance(10_000)
    expect(loader.phase).toBe('loading')
    expect(announced).toBe(false)
    // Still waiting: whoever opened it opens it again.
    expect(loader.waitsForConnection).toBe(true)
  })

  it('opened again once online, times afresh from the new opening and announces it', () => {
    show('entry-1', { online: false })
    act(() => loader.frameLoaded())
    advance(8_000)
    show('entry-1 reopened')
    expect(loader.waitsForConnection).toBe(false)
    expect(loader.phase).toBe('loading')
    advance(300)
    act(() => loader.frameLoaded())
    advance(5_500 - 300 - 1)
    expect(loader.phase).toBe('loading')
    advance(1)
    expect(loader.phase).toBe('ready')
    expect(announced).toBe(true)
  })

  it('leaves a report that loaded online as it is when the device goes offline and back', () => {
    show('entry-1')
    act(() => loader.frameLoaded())
    advance(1_000)
    show('entry-1', { online: false })
    advance(4_500)
    expect(loader.phase).toBe('ready')
    expect(announced).toBe(true)
    show('entry-1')
    expect(loader.waitsForConnection).toBe(false)
    expect(loader.phase).toBe('ready')
  })
})
