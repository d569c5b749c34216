import { useEffect, useMemo, useState } from 'react'
import type { Navigation } from '../../components/Link'
import { numberFirstEntry, writeEntry } from './historyEntries'

/** A path of the portal and its query (with its `?`, or ''). */
export interface Address {
  readonly pathname: string
  readonly search: string
}

function addressOf(to: string): Address {
  const { pathname, search } = new URL(to, window.location.href)
  return { pathname, search }
}

/**
 * Navigation over the browser's history alone, for pages shown without the router: it follows
 * moves to the paths `stays` accepts, and Back and Forward among them; a move to any other path
 * (the address is written first) calls `onLeave`, for the router to take over there.
 */
export function useHistoryNavigation(
  initial: Address,
  stays: (pathname: string) => boolean,
  onLeave: () => void,
): Navigation {
  const [address, setAddress] = useState(initial)

  useEffect(() => {
    numberFirstEntry()
    const followHistory = () => {
      const here = addressOf(window.location.href)
      if (stays(here.pathname)) setAddress(here)
      else onLeave()
    }
    window.addEventListener('popstate', followHistory)
    return () => window.removeEventListener('popstate', followHistory)
  }, [stays, onLeave])

  return useMemo(
    () => ({
      ...address,
      go(to, options) {
        writeEntry(to, options)
        const next = addressOf(to)
        if (stays(next.pathname)) setAddress(next)
        else onLeave()
      },
    }),
    [address, stays, onLeave],
  )
}
