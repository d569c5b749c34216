import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useReportView } from './useReportView'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

type View = ReturnType<typeof useReportView>
let view: View
let root: Root

function Probe({ resetKey, onView }: { resetKey: string | null; onView: (v: View) => void }) {
  onView(useReportView(resetKey))
  return null
}

function render(resetKey: string | null) {
  act(() => root.render(<Probe resetKey={resetKey} onView={(v) => (view = v)} />))
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  root = createRoot(document.createElement('div'))
  render('Acme')
})

afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

describe('the report view', () => {
  it('starts on the selection', () => expect(view.phase).toBe('selection'))

  it('hides the loader 4000 + 1500 ms after the click when the frame loads quickly', () => {
    act(() => view.open())
    expect(view.phase).toBe('loading')
    advance(300)
    act(() => view.frameLoaded())
    advance(5_500 - 300 - 1)
    expect(view.phase).toBe('loading')
    advance(1)
    expect(view.phase).toBe('ready')
  })

  it('hides the loader 1500 ms after a load that came later than 4000 ms', () => {
    act(() => view.open())
    advance(9_000)
    act(() => view.frameLoaded())
    advance(1_499)
    expect(view.phase).toBe('loading')
    advance(1)
    expect(view.phase).toBe('ready')
  })

  it('forces the loader off 30000 ms after the click when the frame never loads', () => {
    act(() => view.open())
    advance(29_999)
    expect(view.phase).toBe('loading')
    advance(1)
    expect(view.phase).toBe('slow')
  })

  it('shows the report when it finally loads after the fallback', () => {
    act(() => view.open())
    advance(31_000)
    act(() => view.frameLoaded())
    expect(view.phase).toBe('ready')
  })

  it('goes straight to the report when the fallback fires after a late load', () => {
    act(() => view.open())
    advance(29_000)
    act(() => view.frameLoaded())
    advance(1_000)
    expect(view.phase).toBe('ready')
  })

  it('closes back to the selection, and no timer reopens anything', () => {
    act(() => view.open())
    act(() => view.close())
    expect(view.phase).toBe('selection')
    advance(60_000)
    expect(view.phase).toBe('selection')
  })

  it('resets to the selection when the advertiser changes', () => {
    act(() => view.open())
    render('Borealis')
    expect(view.phase).toBe('selection')
    advance(60_000)
    expect(view.phase).toBe('selection')
  })

  it('stays on the selection when the advertiser changes and comes back', () => {
    act(() => view.open())
    render('Borealis')
    render('Acme')
    expect(view.phase).toBe('selection')
    act(() => view.open())
    act(() => view.frameLoaded())
    advance(5_500)
    expect(view.phase).toBe('ready')
  })

  it('times afresh when the report is opened a second time', () => {
    act(() => view.open())
    act(() => view.frameLoaded())
    act(() => view.close())
    advance(10_000)
    act(() => view.open())
    act(() => view.frameLoaded())
    advance(5_499)
    expect(view.phase).toBe('loading')
    advance(1)
    expect(view.phase).toBe('ready')
  })
})
