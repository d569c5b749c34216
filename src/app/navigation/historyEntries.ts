/**
 * The public pages' own history entries (PublicPages.tsx), written in React Router's format
 * (`{ usr, key, idx }`, as its browser router writes them): when the signed-in pages mount the
 * router, it takes these entries over as its own, and `idx` still counts the visit's entries
 * (Previous Page reads it, useGoBack.ts).
 */
interface Entry {
  readonly usr: unknown
  readonly key?: string
  readonly idx?: number
}

function current(): Entry | null {
  return window.history.state as Entry | null
}

/** Numbers the entry the visit began on, as the router does when it starts. */
export function numberFirstEntry() {
  if (typeof current()?.idx !== 'number') {
    window.history.replaceState({ usr: null, ...current(), idx: 0 }, '')
  }
}

/** Adds an entry for `to` (a path and query of the portal), or rewrites this one. */
export function writeEntry(to: string, { replace = false } = {}) {
  const idx = current()?.idx ?? 0
  const key = Math.random().toString(36).slice(2, 10)
  if (replace) window.history.replaceState({ usr: null, key, idx }, '', to)
  else window.history.pushState({ usr: null, key, idx: idx + 1 }, '', to)
}
