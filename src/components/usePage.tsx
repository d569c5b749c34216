import { createContext, use, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { pageTitle } from '../domain/brand'
import { useBrand } from './Brand'
import { usePortalNavigation } from './Link'

/** The path of the page the app showed last: what tells a page change from a visit's first page. */
const ShownPage = createContext<{ current: string | null } | null>(null)

/** One app's record of the page it shows (App, and each route story's app). */
export function ShownPageProvider({ children }: { readonly children: ReactNode }) {
  const shown = useRef<string | null>(null)
  return <ShownPage value={shown}>{children}</ShownPage>
}

interface PageOptions {
  /** True while the page shows a loading screen instead of its content (and heading). */
  readonly loading?: boolean
  /** True when the page is never shown, only sends the visitor on: it counts as no page. */
  readonly redirecting?: boolean
}

/**
 * What every page does when it is shown. It names the browser tab after the page and the product
 * (an agency's brand, or 'Client Portal'), so tabs and history can tell pages apart. And when the
 * client arrives from another page of the portal (a link, a redirect, sign-in, Back or Forward;
 * not the visit's first page, where the browser keeps its own place), the page starts at the top
 * and the focus moves to the page's heading once it shows: a screen reader reads the new page's
 * title, and the next Tab starts in the page, not at the top of the shell (docs/accessibility.md).
 * A client who has put the focus somewhere while the page was loading keeps it there.
 */
export function usePage(title: string, { loading = false, redirecting = false }: PageOptions = {}) {
  const { name } = useBrand()
  const { pathname } = usePortalNavigation()
  const shownRef = use(ShownPage)
  // Set on arrival from another page: where the focus was then, until the heading takes it.
  const arrivalRef = useRef<{ readonly focused: Element | null } | null>(null)

  useEffect(() => {
    document.title = pageTitle(title, name)
  }, [title, name])

  // Before the new page is drawn: it starts at the top, as a loaded page does. (Left where the
  // last page was scrolled to, Chromium brings a page back there once it grows past a shorter
  // loading screen, and the heading can be left under the sticky header.)
  useLayoutEffect(() => {
    if (!shownRef || redirecting) return
    if (shownRef.current !== null && shownRef.current !== pathname) {
      arrivalRef.current = { focused: document.activeElement }
      window.scrollTo(0, 0)
    }
    shownRef.current = pathname
  }, [pathname, shownRef, redirecting])

  useEffect(() => {
    const arrival = arrivalRef.current
    if (!arrival || loading) return
    arrivalRef.current = null
    const focused = document.activeElement
    if (focused === arrival.focused || focused === document.body) focusHeading()
  }, [pathname, loading])
}

/** The page's one h1 (every page has one, focusable by script: `tabIndex={-1}`). */
function focusHeading() {
  document.querySelector<HTMLElement>('main h1')?.focus()
}
