import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Link } from '../Link'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { Button } from '../Button'
import { HomeIcon, LogoutIcon } from '../Icons'
import { BrandMark } from '../Logo'
import { ShellCoverContext } from './ShellCover'
import { NoticeArea } from './ShellNotice'
import styles from './Shell.module.css'

export interface ShellProps {
  readonly onLogout: () => void
  /** True while the logout call runs: the control waits instead of being pressed twice. */
  readonly loggingOut?: boolean
  /**
   * What the client should know now (`ShellNotice`s: the session ending, no connection, storage
   * refused): under the bar, or on the open report while one covers the page.
   */
  readonly notices?: ReactNode
  readonly children: ReactNode
}

/** How many things cover the page now, and the way for each to say so while it is shown. */
function useCovers() {
  const [covers, setCovers] = useState(0)
  const cover = useCallback(() => {
    setCovers((count) => count + 1)
    return () => setCovers((count) => count - 1)
  }, [])
  return { covered: covers > 0, cover }
}

/**
 * The sticky header never hides what has focus (WCAG 2.4.11): its height, however tall it is at
 * this width, text size and notice, is kept in `--shell-header-height` on the root, and the page
 * keeps that much clear at the top whenever the browser scrolls an element into view
 * (Shell.module.css: `scroll-padding-top`, none where the header does not stick).
 */
function useClearOfHeader() {
  const header = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--shell-header-height', `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--shell-header-height')
    }
  }, [])
  return header
}

/** The frame of every signed-in page: back to the dashboard, the brand, and logout. */
export function Shell({ onLogout, loggingOut = false, notices, children }: ShellProps) {
  // While something covers the page (an open report, which carries its own Back to Dashboard
  // and Logout, and says so with `useCoverShell`), the bar below it can be neither tabbed into
  // nor read, and the notices are the cover's to show.
  const { covered, cover } = useCovers()
  const coverContext = useMemo(() => ({ cover, notices }), [cover, notices])
  const header = useClearOfHeader()
  const main = useRef<HTMLElement>(null)
  return (
    <div className={styles.shell}>
      <header ref={header} className={styles.header} data-covered={covered || undefined}>
        <div className={styles.bar} inert={covered}>
          {/* The first stop of the keyboard: past the shell to the page (WCAG 2.4.1). It moves
              the focus itself, so the address keeps no #fragment and history no extra entry. */}
          <a
            href="#main-content"
            className={styles.skip}
            onClick={(event) => {
              event.preventDefault()
              main.current?.focus()
            }}
          >
            Skip to main content
          </a>
          <Link to={paths.dashboard} className={styles.back}>
            <HomeIcon />
            <span>Back to Dashboard</span>
          </Link>
          <span className={styles.brand}>
            <BrandMark size={28} />
          </span>
          {/* Busy, not disabled, while logging out: a disabled button would drop the focus. */}
          <Button
            variant="ghost"
            onClick={loggingOut ? undefined : onLogout}
            aria-disabled={loggingOut}
            className={styles.logout}
          >
            <LogoutIcon />
            <span>{loggingOut ? messages.loggingOut : 'Logout'}</span>
          </Button>
        </div>
        <NoticeArea>{covered ? null : notices}</NoticeArea>
      </header>
      {/* Focused by the skip link; the page's heading takes the focus on a page change. */}
      <main ref={main} id="main-content" tabIndex={-1} className={styles.main}>
        <ShellCoverContext value={coverContext}>{children}</ShellCoverContext>
      </main>
    </div>
  )
}
