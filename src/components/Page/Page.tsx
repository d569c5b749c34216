import type { ReactNode } from 'react'
import { Heading } from '../Heading'
import { LiveRegion } from '../LiveRegion'
import { PoweredByLogo } from '../Logo'
import styles from './Page.module.css'

export interface PageProps {
  /** The page's title, its one h1. */
  readonly title: string
  /** The line under the title that says what the page is for. */
  readonly intro?: ReactNode
  /** Where the 'powered by' logo leads: the dashboard by default; null leaves the logo out. */
  readonly logoHref?: string | null
  /** The page's content, under its header: panels, tiles, messages, actions. */
  readonly children: ReactNode
}

/** A signed-in page: its title with the 'powered by' logo beside it, then its content. */
export function Page({ title, intro, logoHref, children }: PageProps) {
  // The page's live region, unless the shell around it has one already (LiveRegion).
  return (
    <LiveRegion>
      <div className={styles.page}>
        <header className={styles.header}>
          <Heading title={title} intro={intro} />
          {logoHref !== null && <PoweredByLogo href={logoHref} />}
        </header>
        {children}
      </div>
    </LiveRegion>
  )
}

/** A white surface that groups a page's controls or details; `narrow` for forms and lists. */
export function Panel({
  narrow = false,
  children,
}: {
  /** At most 40rem wide, however wide the page; otherwise it spans the page. */
  narrow?: boolean
  /** What the panel groups. */
  children: ReactNode
}) {
  return (
    <div className={styles.panel} data-width={narrow ? 'narrow' : undefined}>
      {children}
    </div>
  )
}
