import { useCallback } from 'react'
import { useLocation, useNavigate, type Location } from 'react-router-dom'
import { isRecord } from '../../domain/values'

/**
 * What the portal marks on the history entries it rewrites itself: `own`, so a page can tell its
 * own address change from one the user made (a pasted link, Back); `first`, so a rewritten first
 * entry still counts as the start of the visit (a memory router gives it a new key).
 */
interface OwnMarks {
  readonly portalOwnWrite?: boolean
  readonly portalFirstEntry?: boolean
  /** What the page that wrote the entry noted on it; the next write replaces it. */
  readonly portalNote?: unknown
}

function marksOf(state: unknown): OwnMarks {
  return isRecord(state) ? (state as OwnMarks) : {}
}

/** True when the portal itself wrote this address (see useReplaceQuery). */
export function isOwnWrite(location: Location): boolean {
  return marksOf(location.state).portalOwnWrite === true
}

/** What the page noted on this entry when it last rewrote it (see useReplaceQuery). */
export function noteOf(location: Location): unknown {
  return marksOf(location.state).portalNote
}

/** True when this entry is where the visit began, even after the portal rewrote it. */
export function isFirstEntry(location: Location): boolean {
  return location.key === 'default' || marksOf(location.state).portalFirstEntry === true
}

/**
 * Sets or removes query parameters in place (no new history entry), keeping the path, the rest
 * of the query and the navigation state, and marking the entry as the portal's own write. A
 * `note` rides along in the entry's state (so a reload keeps it) until the next write.
 */
export function useReplaceQuery() {
  const location = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (changes: Readonly<Record<string, string | null>>, note?: unknown) => {
      const query = new URLSearchParams(location.search)
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) query.delete(name)
        else query.set(name, value)
      }
      const search = query.toString()
      const state = {
        ...(isRecord(location.state) ? location.state : {}),
        portalOwnWrite: true,
        portalFirstEntry: isFirstEntry(location),
        portalNote: note,
      }
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, state },
      )
    },
    [location, navigate],
  )
}
