import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { useSubmit } from './useSubmit'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const failure = { what: 'Saving the thing', fallback: 'Fallback text.', network: 'Network text.' }

/** A call whose answers the test gives by hand; it records every signal it was handed. */
function manualCall() {
  const runs: {
    input: string
    signal: AbortSignal
    answer: (v: number) => void
    fail: (e: unknown) => void
  }[] = []
  const call = (input: string, signal: AbortSignal) =>
    new Promise<number>((answer, fail) => runs.push({ input, signal, answer, fail }))
  return { runs, call }
}

let root: Root
let form: ReturnType<typeof useSubmit<string, number>>
let warn: ReturnType<typeof vi.spyOn>

type Form = ReturnType<typeof useSubmit<string, number>>
type Call = (input: string, signal: AbortSignal) => Promise<number>

function Probe({ call, onForm }: { call: Call; onForm: (value: Form) => void }) {
  onForm(useSubmit(call, failure))
  return null
}

function mount(call: Call) {
  act(() => root.render(<Probe call={call} onForm={(value) => (form = value)} />))
}

beforeEach(() => {
  root = createRoot(document.createElement('div'))
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => act(() => root.unmount()))

describe('useSubmit', () => {
  it('is idle until submitted, loading while the call runs, then ready with its answer', async () => {
    const { runs, call } = manualCall()
    mount(call)
    expect(form.state).toEqual({ status: 'idle' })
    let sent: Promise<unknown> = Promise.resolve()
    act(() => void (sent = form.submit('a')))
    expect(form.state).toEqual({ status: 'loading' })
    expect(runs[0]?.input).toBe('a')
    await act(async () => runs[0]?.answer(7))
    await expect(sent).resolves.toEqual({ ok: true, data: 7 })
    expect(form.state).toEqual({ status: 'ready', data: 7 })
  })

  it("fails with the server's text, else the fallback, and logs the failure once", async () => {
    const { runs, call } = manualCall()
    mount(call)
    let sent: Promise<unknown> = Promise.resolve()
    act(() => void (sent = form.submit('a')))
    const error = new ApiError('http', 'HTTP 400', { status: 400, serverMessage: 'Too short.' })
    await act(async () => runs[0]?.fail(error))
    await expect(sent).resolves.toEqual({ ok: false })
    expect(form.state).toEqual({ status: 'failed', message: 'Too short.' })
    expect(warn).toHaveBeenCalledExactlyOnceWith('Saving the thing failed.', error)
  })

  it("reads the form's network message when the network failed", async () => {
    const { runs, call } = manualCall()
    mount(call)
    act(() => void form.submit('a'))
    await act(async () => runs[0]?.fail(new ApiError('network', 'Failed to fetch')))
    expect(form.state).toEqual({ status: 'failed', message: 'Network text.' })
  })

  it('fails without a call, for input the form refuses', () => {
    const { runs, call } = manualCall()
    mount(call)
    act(() => form.fail('Both fields are required.'))
    expect(form.state).toEqual({ status: 'failed', message: 'Both fields are required.' })
    expect(runs).toHaveLength(0)
  })

  it('aborts the call it replaces, and never shows its late answer', async () => {
    const { runs, call } = manualCall()
    mount(call)
    act(() => void form.submit('a'))
    act(() => void form.submit('b'))
    expect(runs[0]?.signal.aborted).toBe(true)
    await act(async () => runs[0]?.answer(1))
    expect(form.state).toEqual({ status: 'loading' })
    await act(async () => runs[1]?.answer(2))
    expect(form.state).toEqual({ status: 'ready', data: 2 })
  })

  it('aborts the call when the form leaves, without logging anything', async () => {
    const { runs, call } = manualCall()
    mount(call)
    act(() => void form.submit('a'))
    act(() => root.unmount())
    expect(runs[0]?.signal.aborted).toBe(true)
    await act(async () => runs[0]?.fail(new ApiError('aborted', 'aborted')))
    expect(warn).not.toHaveBeenCalled()
    root = createRoot(document.createElement('div'))
  })

  it('goes back to idle on reset, aborting a call still running', () => {
    const { runs, call } = manualCall()
    mount(call)
    act(() => void form.submit('a'))
    act(() => form.reset())
    expect(runs[0]?.signal.aborted).toBe(true)
    expect(form.state).toEqual({ status: 'idle' })
  })

  it('says a write with no answer in time may have happened, never that it failed', async () => {
    const { runs, call } = manualCall()
    mount(call)
    let sent: Promise<unknown> = Promise.resolve()
    act(() => void (sent = form.submit('a')))
    await act(async () => {
      runs[0]?.fail(new ApiError('unanswered', 'No answer for /api/x within 60000 ms'))
      await sent
    })
    expect(form.state).toEqual({ status: 'failed', message: 'Network text.', maybeDone: true })
  })

  it('is slow once a call has gone 10 s unanswered, and not for the call after it', () => {
    vi.useFakeTimers()
    try {
      const { call } = manualCall()
      mount(call)
      act(() => void form.submit('a'))
      act(() => vi.advanceTimersByTime(9_999))
      expect(form.slow).toBe(false)
      act(() => vi.advanceTimersByTime(1))
      expect(form.slow).toBe(true)
      act(() => void form.submit('b'))
      expect(form.slow).toBe(false)
      act(() => form.reset())
      act(() => vi.advanceTimersByTime(20_000))
      expect(form.slow).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
