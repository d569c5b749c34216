import { useEffect, useMemo, useState, type ComponentType } from 'react'
import { NavigationContext, type Navigation } from '../components/Link'
import { paths } from '../domain/paths'
import LoginRoute from './routes/LoginRoute'

/**
 * The public pages of spec section 2, open to everyone (the route table lists them too): sign-in
 * comes with the app's first download, Forgot Password's code when it is first needed (its
 * prerendered page asks for it from its head).
 */
const publicPages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [paths.login]: async () => LoginRoute,
  [paths.forgotPassword]: async () => (await import('./routes/ForgotPasswordRoute')).default,
}

export function isPublicPath(pathname: string): boolean {
  return Object.hasOwn(publicPages, pathname)
}

/** A path of the portal and its query (with its `?`, or ''). */
export interface Address {
  readonly pathname: string
  readonly search: string
}

/** A public page to show: where it is, and its code, loaded. */
export interface PublicPage {
  readonly address: Address
  readonly Page: ComponentType
}

/** Loads the code of the public page at `address` (a public path). */
export async function loadPublicPage(address: Address): Promise<PublicPage> {
  const load = publicPages[address.pathname]
  if (!load) throw new Error(`${address.pathname} is not a public page`)
  return { address, Page: await load() }
}

/**
 * A public page whose code did not arrive (a dropped connection, a release that replaced the
 * files): the address is written already, so the browser loads it as a page, prerendered.
 */
function loadAsPage() {
  window.location.reload()
}

function addressOf(to: string): Address {
  const { pathname, search } = new URL(to, window.location.href)
  return { pathname, search }
}

/**
 * Navigation over the browser's history alone: moves between the public pages, and Back and
 * Forward among them, are followed here (a page shows once its code is here); a move to any other
 * page writes its address and calls `onLeave`, for the signed-in app to show it. No page of the
 * portal is ever behind a public one for Previous Page.
 */
function usePublicNavigation(first: PublicPage, onLeave: () => void) {
  const [shown, setShown] = useState(first)

  useEffect(() => {
    const followHistory = () => {
      const here = addressOf(window.location.href)
      if (isPublicPath(here.pathname)) void loadPublicPage(here).then(setShown, loadAsPage)
      else onLeave()
    }
    window.addEventListener('popstate', followHistory)
    return () => window.removeEventListener('popstate', followHistory)
  }, [onLeave])

  const navigation = useMemo<Navigation>(
    () => ({
      ...shown.address,
      state: null,
      canGoBack: false,
      go(to, { replace = false } = {}) {
        if (replace) window.history.replaceState(null, '', to)
        else window.history.pushState(null, '', to)
        const next = addressOf(to)
        if (isPublicPath(next.pathname)) void loadPublicPage(next).then(setShown, loadAsPage)
        else onLeave()
      },
      back: () => window.history.back(),
    }),
    [shown.address, onLeave],
  )
  return { navigation, Page: shown.Page }
}

interface PublicAppProps {
  /** The page the visit arrived at, its code loaded (main.tsx; the build, to prerender it). */
  readonly first: PublicPage
  /** The visitor moves on to another page: the signed-in app takes over there. */
  readonly onLeave: () => void
}

/**
 * Sign-in and Forgot Password as a visit's first page shows them: without React Router, whose
 * code is more than these pages' own (README, Decisions). The first move to any other page hands
 * over to the signed-in app (App.tsx), which from then on shows every page, these two included.
 */
export function PublicApp({ first, onLeave }: PublicAppProps) {
  const { navigation, Page } = usePublicNavigation(first, onLeave)
  return (
    <NavigationContext value={navigation}>
      <Page />
    </NavigationContext>
  )
}
