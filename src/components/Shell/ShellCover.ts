import { createContext, use, useLayoutEffect, type ReactNode } from 'react'

interface ShellCover {
  /** Says the page is covered, until the returned function runs. */
  readonly cover: () => () => void
  /** The shell's notices, for what covers the page to show in its own layout. */
  readonly notices: ReactNode
}

/** Lets what covers the page tell the shell so, for as long as it is shown. */
export const ShellCoverContext = createContext<ShellCover | null>(null)

/**
 * Call in a component that covers the whole page (the open report): while it is mounted, the
 * shell's bar under it can be neither tabbed into nor read, and the shell's notices are the
 * component's to show (the returned node, for a `NoticeArea` in its layout, so they cover
 * nothing and show in full screen too). Outside a shell (a screen story) it does nothing.
 */
export function useCoverShell(): ReactNode {
  const shell = use(ShellCoverContext)
  const cover = shell?.cover
  useLayoutEffect(() => cover?.(), [cover])
  return shell?.notices ?? null
}
