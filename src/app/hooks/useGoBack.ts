import { useLocation, useNavigate } from 'react-router-dom'
import { isFirstEntry } from './useReplaceQuery'

/**
 * Whether there is a page of the portal to go back to. The browser router numbers its history
 * entries (idx 0 is where this visit began); a memory router has only the location key, and the
 * marks the portal leaves on entries it rewrites.
 */
export function useCanGoBack(): boolean {
  const location = useLocation()
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' ? idx > 0 : !isFirstEntry(location)
}

/**
 * Previous Page: one step back in history. When the page was opened directly (nothing to go
 * back to inside the portal), it goes to `fallback` instead of leaving the portal.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate()
  const canGoBack = useCanGoBack()
  return () => {
    if (canGoBack) navigate(-1)
    else navigate(fallback)
  }
}
