import { act, Suspense, useEffect, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazyPage'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function TheDashboard() {
  return <p>The dashboard</p>
}
const dashboardModule = { default: TheDashboard }

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
})

/** Renders `Page` behind a loading screen; says whether that screen was ever put on show. */
async function show(Page: ComponentType) {
  const shown = { loadingScreen: false }
  function LoadingScreen() {
    useEffect(() => {
      shown.loadingScreen = true
    })
    return <p>Loading…</p>
  }
  const container = document.createElement('div')
  root = createRoot(container)
  await act(async () =>
    root?.render(
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>,
    ),
  )
  return { container, shown }
}

describe('lazyPage', () => {
  it('shows a page whose code was asked for beforehand at once, never the loading screen', async () => {
    const importer = vi.fn(() => Promise.resolve(dashboardModule))
    const Page = lazyPage(importer)
    await expect(Page.load()).resolves.toBe(dashboardModule)
    const { container, shown } = await show(Page)
    expect(container.textContent).toBe('The dashboard')
    expect(shown.loadingScreen).toBe(false)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('shows the loading screen while a page’s code loads, then the page', async () => {
    let arrive: (module: typeof dashboardModule) => void = () => {}
    const Page = lazyPage(
      () => new Promise<typeof dashboardModule>((resolve) => (arrive = resolve)),
    )
    const { container, shown } = await show(Page)
    expect(container.textContent).toBe('Loading…')
    await act(async () => arrive(dashboardModule))
    expect(container.textContent).toBe('The dashboard')
    expect(shown.loadingScreen).toBe(true)
  })

  it('asks for the code again when the page is needed after a failed early ask', async () => {
    const importer = vi
      .fn<() => Promise<typeof dashboardModule>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(dashboardModule)
    const Page = lazyPage(importer)
    await expect(Page.load()).rejects.toThrow('Failed to fetch')
    const { container } = await show(Page)
    expect(container.textContent).toBe('The dashboard')
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
