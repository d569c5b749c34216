import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React hydrates markup the build prerendered (and on the server), true in every
 * other render: the server's snapshot is used only while hydrating, so the first client render
 * matches the HTML, and React renders again at once with the client's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
