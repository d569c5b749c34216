import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Loadable } from '../domain/loadable'
import { ApiError } from './errors'
import { useRequest } from './useRequest'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** A load whose answers the test gives by hand; it records every signal it was handed. */
function manualLoad() {
  const runs: {
    key: string
    signal: AbortSignal
    answer: (v: string) => void
    fail: (e: unknown) => void
  }[] = []
  const loadFor = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((answer, fail) => runs.push({ key, signal, answer, fail }))
  return { runs, loadFor }
}

let root: Root
let state: Loadable<string>
let warn: ReturnType<typeof vi.spyOn>

const failure = { what: 'Loading the thing', fallback: 'Fallback text.', network: 'Network text.' }

function Probe({
  requestKey,
  load,
  onState,
}: {
  requestKey: string | null
  load: (s: AbortSignal) => Promise<string>
  onState: (value: Loadable<string>) => void
}) {
  onState(useRequest(requestKey, load, failure))
  return null
}

function render(requestKey: string | null, load: (s: AbortSignal) => Promise<string>) {
  act(() =>
    root.render(<Probe requestKey={requestKey} load={load} onState={(value) => (state = value)} />),
  )
}

beforeEach(() => {
  root = createRoot(document.createElement('div'))
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => act(() => root.unmount()))

describe('useRequest', () => {
  it('is idle without a key, and loads nothing', () => {
    const { runs, loadFor } = manualLoad()
    render(null, loadFor('x'))
    expect(state).toEqual({ status: 'idle' })
    expect(runs).toHaveLength(0)
  })

  it('loads, then holds the data for its key', async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    expect(state).toEqual({ status: 'loading' })
    await act(async () => runs[0]?.answer('A'))
    expect(state).toEqual({ status: 'ready', data: 'A' })
  })

  it('holds the message of a failed load, and logs the failure once', async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    const error = new ApiError('http', 'HTTP 500', { status: 500, serverMessage: 'Disk full' })
    await act(async () => runs[0]?.fail(error))
    expect(state).toEqual({ status: 'failed', message: 'Disk full', retry: expect.any(Function) })
    expect(warn).toHaveBeenCalledExactlyOnceWith('Loading the thing failed.', error)
  })

  it("reads the screen's network message when the network failed", async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    await act(async () => runs[0]?.fail(new ApiError('network', 'Failed to fetch')))
    expect(state).toMatchObject({ status: 'failed', message: 'Network text.' })
  })

  it('does not load again for the same key', () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    render('a', loadFor('a'))
    expect(runs).toHaveLength(1)
  })

  it('aborts the load it replaces, and never shows its late answer', async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    render('b', loadFor('b'))
    expect(runs[0]?.signal.aborted).toBe(true)
    await act(async () => runs[0]?.answer('stale A'))
    expect(state).toEqual({ status: 'loading' })
    await act(async () => runs[1]?.answer('B'))
    expect(state).toEqual({ status: 'ready', data: 'B' })
  })

  it('aborts the load when the component leaves', () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    act(() => root.unmount())
    expect(runs[0]?.signal.aborted).toBe(true)
    root = createRoot(document.createElement('div'))
  })

  it('ignores an abort, staying in loading rather than showing an error', async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    await act(async () => runs[0]?.fail(new ApiError('aborted', 'aborted')))
    expect(state).toEqual({ status: 'loading' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('asks again for a failed key on retry: loading, then the new answer, with no reload', async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    await act(async () => runs[0]?.fail(new ApiError('network', 'Failed to fetch')))
    const failed = state
    if (failed.status !== 'failed' || !failed.retry) throw new Error('no retry on the failure')
    act(() => failed.retry?.())
    expect(runs).toHaveLength(2)
    expect(runs[1]?.key).toBe('a')
    expect(state).toEqual({ status: 'loading' })
    await act(async () => runs[1]?.answer('A at last'))
    expect(state).toEqual({ status: 'ready', data: 'A at last' })
  })

  it('logs a retry that fails again, and offers to retry once more', async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    await act(async () => runs[0]?.fail(new ApiError('network', 'Failed to fetch')))
    act(() => (state.status === 'failed' ? state.retry?.() : undefined))
    await act(async () => runs[1]?.fail(new ApiError('network', 'Failed to fetch')))
    expect(state).toMatchObject({ status: 'failed', message: 'Network text.' })
    expect(warn).toHaveBeenCalledTimes(2)
    act(() => (state.status === 'failed' ? state.retry?.() : undefined))
    expect(runs).toHaveLength(3)
  })

  it('tries a failed load again by itself, once, when the device comes back online', async () => {
    const { runs, loadFor } = manualLoad()
    render('a', loadFor('a'))
    await act(async () => runs[0]?.fail(new ApiError('network', 'Failed to fetch')))
    expect(state.status).toBe('failed')
    act(() => window.dispatchEvent(new Event('online')))
    expect(runs).toHaveLength(2)
    expect(state.status).toBe('loading')
    // Once: another 'online' while it loads asks nothing more.
    act(() => window.dispatchEvent(new Event('online')))
    expect(runs).toHaveLength(2)
    await act(async () => runs[1]?.answer('here'))
    expect(state).toEqual({ status: 'ready', data: 'here' })
    act(() => window.dispatchEvent(new Event('online')))
    expect(runs).toHaveLength(2)
  })
})
