import type { ReactNode } from 'react'
import { PoweredByLogo } from '../Logo'
import styles from './PageHeader.module.css'

export interface PageHeaderProps {
  readonly title: string
  readonly intro?: ReactNode
  /** Where the 'powered by' logo leads: the dashboard by default; null leaves the logo out. */
  readonly logoHref?: string | null
}

/** A page's title with the 'powered by' logo beside it, as the menu and report screens have. */
export function PageHeader({ title, intro, logoHref }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {logoHref !== null && <PoweredByLogo href={logoHref} />}
    </header>
  )
}
