import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Link } from '../Link'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { Button } from '../Button'
import { HomeIcon, LogoutIcon } from '../Icons'
import { LiveRegion } from '../LiveRegion'
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

/** The most of the window's height the sticky bar and notices may take together (issue 45). */
const stickyShare = 1 / 4

/**
 * The sticky header never hides what has focus (WCAG 2.4.11): its height, however tall it is at
 * this width, text size and notice, is kept in `--shell-header-height` on the root, and the page
 * keeps that much clear at the top whenever the browser scrolls an element into view
 * (Shell.module.css: `scroll-padding-top`, none where the header does not stick). The notices
 * stick under the bar (`--shell-bar-height`) only while the two take at most a quarter of the
 * window; past that (a short phone, two notices) they scroll with the page (`scrolls`), and only
 * the bar stays.
 */
function useClearOfHeader() {
  const header = useRef<HTMLElement>(null)
  const notices = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const bar = header.current
    const said = notices.current
    if (!bar || !said) return
    const root = document.documentElement
    const measure = () => {
      const fits = bar.offsetHeight + said.offsetHeight <= window.innerHeight * stickyShare
      setScrolls(!fits)
      const sticky = bar.offsetHeight + (fits ? said.offsetHeight : 0)
      root.style.setProperty('--shell-bar-height', `${bar.offsetHeight}px`)
      root.style.setProperty('--shell-header-height', `${sticky}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    observer.observe(said)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty('--shell-bar-height')
      root.style.removeProperty('--shell-header-height')
    }
  }, [])
  return { header, notices, scrolls }
}

/** The frame of every signed-in page: back to the dashboard, the brand, and logout. */
export function Shell({ onLogout, loggingOut = false, notices, children }: ShellProps) {
  // While something covers the page (an open report, which carries its own Back to Dashboard
  // and Logout, and says so with `useCoverShell`), the bar below it can be neither tabbed into
  // nor read, and the notices are the cover's to show.
  const { covered, cover } = useCovers()
  const coverContext = useMemo(() => ({ cover, notices }), [cover, notices])
  const { header, notices: noticeBox, scrolls } = useClearOfHeader()
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
      </header>
      {/* Under the bar, sticking with it while both fit a quarter of the window. */}
      <div
        ref={noticeBox}
        className={styles.noticeBox}
        data-covered={covered || undefined}
        data-scrolls={scrolls || undefined}
      >
        <NoticeArea>{covered ? null : notices}</NoticeArea>
      </div>
      {/* Focused by the skip link; the page's heading takes the focus on a page change. */}
      {/* The page's live region stands with the shell, so it is there before a page says
          anything, and outside the bar, which an open report makes inert. */}
      <LiveRegion>
        <main ref={main} id="main-content" tabIndex={-1} className={styles.main}>
          <ShellCoverContext value={coverContext}>{children}</ShellCoverContext>
        </main>
      </LiveRegion>
    </div>
  )
}
