import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Link } from './Link'
import { NavigationContext } from './navigation'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const go = vi.fn()
const back = vi.fn()
let root: Root
let link: HTMLAnchorElement

beforeEach(async () => {
  go.mockReset()
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <NavigationContext
        value={{ pathname: '/dashboard', search: '', state: null, canGoBack: false, go, back }}
      >
        <Link to="/settings">Settings</Link>
        <Link to="/dashboard">Dashboard</Link>
      </NavigationContext>,
    ),
  )
  link = document.querySelector('a[href="/settings"]') as HTMLAnchorElement
})
afterEach(() => {
  act(() => root.unmount())
  document.body.replaceChildren()
})

/** Clicks `anchor`; true when the browser would follow it itself (nothing prevented it). */
function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  act(() => anchor.dispatchEvent(event))
  return !event.defaultPrevented
}

describe('Link', () => {
  it('is a real link to the path', () => {
    expect(link.getAttribute('href')).toBe('/settings')
    expect(link.textContent).toBe('Settings')
  })

  it('follows a plain click inside the app, adding an entry', () => {
    expect(click(link)).toBe(false)
    expect(go).toHaveBeenCalledWith('/settings', { replace: false })
  })

  it('rewrites the entry when it leads to the page already shown', () => {
    const dashboard = document.querySelector('a[href="/dashboard"]') as HTMLAnchorElement
    click(dashboard)
    expect(go).toHaveBeenCalledWith('/dashboard', { replace: true })
  })

  it.each([
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
  ])('leaves a click with %o to the browser (a new tab or window)', (init) => {
    expect(click(link, init)).toBe(true)
    expect(go).not.toHaveBeenCalled()
  })
})
