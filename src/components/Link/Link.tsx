import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { carryAdvertiser } from '../../domain/advertiserChoice'
import { isSamePage } from '../../domain/paths'
import { usePortalNavigation } from './navigation'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the portal, with a query if any. */
  readonly to: string
}

/** A click the browser should handle itself: another button, a modifier key, another target. */
function isBrowsers(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  )
}

/**
 * A link to a page of the portal: a real `<a href>` (open in a new tab, copy the address), which
 * a plain click follows inside the app, without reloading it. It carries this page's advertiser
 * to a signed-in page that names none, so a tab keeps its own (`carryAdvertiser`). A link to the
 * page already shown (whatever its query, and /client and /dashboard being one page) rewrites the
 * history entry instead of adding one, so Previous Page never returns to the same page.
 */
export function Link({ to: page, onClick, target, ...anchor }: LinkProps) {
  const { pathname, search, go } = usePortalNavigation()
  const to = carryAdvertiser(page, search)
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (isBrowsers(event, target)) return
        event.preventDefault()
        go(to, { replace: isSamePage(to, pathname) })
      }}
    />
  )
}
