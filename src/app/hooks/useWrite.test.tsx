import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useWrite } from './useWrite'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** The form's action, answered by hand: every run is recorded with what it was sent. */
const runs: { values: unknown; signal: AbortSignal; answer: (value: unknown) => void }[] = []
let loads = 0
let root: Root
let router: ReturnType<typeof createMemoryRouter>
let form: ReturnType<typeof useWrite<number>>

function Form() {
  const write = useWrite<number>()
  useEffect(() => {
    form = write
  })
  return null
}

beforeEach(async () => {
  runs.length = 0
  loads = 0
  router = createMemoryRouter(
    [
      {
        path: '/form',
        loader: () => ++loads,
        action: async ({ request }) => {
          const values: unknown = await request.json()
          return new Promise((answer) => runs.push({ values, signal: request.signal, answer }))
        },
        Component: Form,
        HydrateFallback: () => null,
      },
      { path: '/elsewhere', Component: () => null },
    ],
    { initialEntries: [{ pathname: '/form', search: '?next=%2Fsettings', state: { kept: 1 } }] },
  )
  root = createRoot(document.createElement('div'))
  await act(async () => root.render(<RouterProvider router={router} />))
})
afterEach(() => {
  act(() => root.unmount())
  router.dispose()
  vi.useRealTimers()
})

/** Submits `values`, and waits until the action has them. */
async function submit(values = { field: 'a' }) {
  const before = runs.length
  await act(async () => form.submit(values))
  expect(runs).toHaveLength(before + 1)
}

describe('a form’s write', () => {
  it('is idle, then loading while its action runs, then its answer, asking for nothing again', async () => {
    expect(form.state).toEqual({ status: 'idle' })
    await submit({ field: 'a' })
    expect(form.state).toEqual({ status: 'loading' })
    expect(runs[0]?.values).toEqual({ field: 'a' })
    await act(async () => runs[0]?.answer({ status: 'ready', data: 7 }))
    expect(form.state).toEqual({ status: 'ready', data: 7 })
    expect(loads).toBe(1)
    // In place of the page's entry, whose address and navigation state stay.
    expect(router.state.historyAction).toBe('REPLACE')
    expect(router.state.location).toMatchObject({ search: '?next=%2Fsettings', state: { kept: 1 } })
  })

  it('gives the write up for a second submit, and never shows its late answer', async () => {
    await submit({ field: 'a' })
    await submit({ field: 'b' })
    expect(runs[0]?.signal.aborted).toBe(true)
    await act(async () => runs[0]?.answer({ status: 'ready', data: 1 }))
    expect(form.state).toEqual({ status: 'loading' })
    await act(async () => runs[1]?.answer({ status: 'ready', data: 2 }))
    expect(form.state).toEqual({ status: 'ready', data: 2 })
  })

  it('gives the write up when the client leaves the form', async () => {
    await submit()
    await act(() => router.navigate('/elsewhere'))
    expect(runs[0]?.signal.aborted).toBe(true)
    await act(async () => runs[0]?.answer({ status: 'ready', data: 1 }))
    expect(router.state.location.pathname).toBe('/elsewhere')
    expect(router.state.actionData).toBeNull()
  })

  it('goes back to idle on reset', async () => {
    await submit()
    await act(async () => runs[0]?.answer({ status: 'failed', message: 'No.' }))
    expect(form.state).toEqual({ status: 'failed', message: 'No.' })
    act(() => form.reset())
    expect(form.state).toEqual({ status: 'idle' })
    await submit()
    await act(async () => runs[1]?.answer({ status: 'failed', message: 'Still no.' }))
    expect(form.state).toEqual({ status: 'failed', message: 'Still no.' })
  })

  it('is slow once a write has gone 10 s unanswered, and not for the write after it', async () => {
    vi.useFakeTimers()
    await submit()
    act(() => vi.advanceTimersByTime(9_999))
    expect(form.slow).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(form.slow).toBe(true)
    await submit()
    expect(form.slow).toBe(false)
    act(() => vi.advanceTimersByTime(9_999))
    expect(form.slow).toBe(false)
    await act(async () => runs[1]?.answer({ status: 'ready', data: 2 }))
    act(() => vi.advanceTimersByTime(20_000))
    expect(form.slow).toBe(false)
  })
})
