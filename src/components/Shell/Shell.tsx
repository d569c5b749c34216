import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from '../Link'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { Button } from '../Button'
import { HomeIcon, LogoutIcon } from '../Icons'
import { BrandMark } from '../Logo'
import { ShellCoverContext } from './ShellCover'
import styles from './Shell.module.css'

export interface ShellProps {
  readonly onLogout: () => void
  /** True while the logout call runs: the control waits instead of being pressed twice. */
  readonly loggingOut?: boolean
  /** True from two minutes before the session ends: the shell says so and offers to renew it. */
  readonly sessionEndsSoon?: boolean
  /** 'Sign in again': ends the session now, to sign in and come back to this page. */
  readonly onSignInAgain?: () => void
  readonly children: ReactNode
}

/**
 * That the session ends soon. The status region is always there, empty until then, so screen
 * readers announce the text once when it appears; the focus stays where the user has it.
 */
function SessionNotice({ shown, onSignInAgain }: { shown: boolean; onSignInAgain?: () => void }) {
  return (
    <div className={styles.notice} data-shown={shown || undefined}>
      <p role="status" className={styles.noticeText}>
        {shown ? messages.sessionEndsSoon : ''}
      </p>
      {shown && onSignInAgain && (
        <Button variant="secondary" onClick={onSignInAgain}>
          Sign in again
        </Button>
      )}
    </div>
  )
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
export function Shell({
  onLogout,
  loggingOut = false,
  sessionEndsSoon = false,
  onSignInAgain,
  children,
}: ShellProps) {
  // While something covers the page (an open report, which carries its own Back to Dashboard
  // and Logout, and says so with `useCoverShell`), the bar below it can be neither tabbed into
  // nor read, and the session notice sits above it.
  const covers = useCovers()
  const { covered } = covers
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
        <SessionNotice shown={sessionEndsSoon} onSignInAgain={onSignInAgain} />
      </header>
      {/* Focused by the skip link; the page's heading takes the focus on a page change. */}
      <main ref={main} id="main-content" tabIndex={-1} className={styles.main}>
        <ShellCoverContext value={covers.cover}>{children}</ShellCoverContext>
      </main>
    </div>
  )
}
