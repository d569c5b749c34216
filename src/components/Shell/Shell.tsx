import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { messages } from '../../domain/messages'
import { paths } from '../../domain/paths'
import { Button } from '../Button'
import { HomeIcon, LogoutIcon } from '../Icons'
import { BrandMark } from '../Logo'
import styles from './Shell.module.css'

export interface ShellProps {
  readonly onLogout: () => void
  /** True while the logout call runs: the control waits instead of being pressed twice. */
  readonly loggingOut?: boolean
  readonly children: ReactNode
}

/** The frame of every signed-in page: back to the dashboard, the brand, and logout. */
export function Shell({ onLogout, loggingOut = false, children }: ShellProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to={paths.dashboard} className={styles.back}>
          <HomeIcon />
          <span>Back to Dashboard</span>
        </Link>
        <span className={styles.brand}>
          <BrandMark size={28} />
        </span>
        <Button variant="ghost" onClick={onLogout} disabled={loggingOut} className={styles.logout}>
          <LogoutIcon />
          <span>{loggingOut ? messages.loggingOut : 'Logout'}</span>
        </Button>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  )
}
