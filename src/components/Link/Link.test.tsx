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
let root: Root | null = null
let link: HTMLAnchorElement

beforeEach(async () => {
  go.mockReset()
  await show('/dashboard', '?advertiser=a1')
  link = linkTo('/settings?advertiser=a1')
})
afterEach(unmount)

/** Renders the links on the page at `pathname` and `search`. */
async function show(pathname: string, search = '') {
  unmount()
  const container = document.createElement('div')
  document.body.append(container)
  const shown = createRoot(container)
  root = shown
  await act(async () =>
    shown.render(
      <NavigationContext value={{ pathname, search, state: null, canGoBack: false, go, back }}>
        <Link to="/settings">Settings</Link>
        <Link to="/dashboard">Dashboard</Link>
        <Link to="/facebook-analytics?advertiser=a2">Facebook</Link>
      </NavigationContext>,
    ),
  )
}

const linkTo = (href: string) => document.querySelector(`a[href="${href}"]`) as HTMLAnchorElement

function unmount() {
  const shown = root
  if (shown) act(() => shown.unmount())
  root = null
  document.body.replaceChildren()
}

/** Clicks `anchor`; true when the browser would follow it itself (nothing prevented it). */
function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  act(() => anchor.dispatchEvent(event))
  return !event.defaultPrevented
}

describe('Link', () => {
  it('is a real link to the path, carrying the page’s advertiser (issue 54)', () => {
    expect(link.getAttribute('href')).toBe('/settings?advertiser=a1')
    expect(link.textContent).toBe('Settings')
    // A link naming its own advertiser keeps it.
    expect(linkTo('/facebook-analytics?advertiser=a2')).not.toBeNull()
  })

  it('carries nothing from a page whose address names no advertiser', async () => {
    await show('/settings')
    expect(linkTo('/dashboard')).not.toBeNull()
  })

  it('follows a plain click inside the app, adding an entry', () => {
    expect(click(link)).toBe(false)
    expect(go).toHaveBeenCalledWith('/settings?advertiser=a1', { replace: false })
  })

  it('rewrites the entry when it leads to the page already shown, whatever the query', () => {
    click(linkTo('/dashboard?advertiser=a1'))
    expect(go).toHaveBeenCalledWith('/dashboard?advertiser=a1', { replace: true })
  })

  it('counts /client as the dashboard it shows', async () => {
    await show('/client')
    click(linkTo('/dashboard'))
    expect(go).toHaveBeenCalledWith('/dashboard', { replace: true })
  })

  it('rewrites the entry for the same page with another advertiser', async () => {
    await show('/facebook-analytics', '?advertiser=a1&view=report')
    click(linkTo('/facebook-analytics?advertiser=a2'))
    expect(go).toHaveBeenCalledWith('/facebook-analytics?advertiser=a2', { replace: true })
    click(linkTo('/dashboard?advertiser=a1'))
    expect(go).toHaveBeenLastCalledWith('/dashboard?advertiser=a1', { replace: false })
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
