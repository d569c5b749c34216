import { createContext, useContext, useLayoutEffect } from 'react'

/** Lets what covers the page tell the shell so, for as long as it is shown. */
export const ShellCoverContext = createContext<(() => () => void) | null>(null)

/**
 * Call in a component that covers the whole page (the open report): while it is mounted, the
 * shell's bar under it can be neither tabbed into nor read, and the session notice sits above it.
 * Outside a shell (a screen story) it does nothing.
 */
export function useCoverShell() {
  const cover = useContext(ShellCoverContext)
  useLayoutEffect(() => cover?.(), [cover])
}
