import type { ReactNode } from 'react'
import styles from './Heading.module.css'

/** A page's title (its one h1) and the line under it, on signed-in and public pages alike. */
export function Heading({
  title,
  intro,
}: {
  /** The page's title, shown as its h1. */
  title: string
  /** The line under it; it may hold markup. Nothing is drawn without it. */
  intro?: ReactNode
}) {
  return (
    <div className={styles.heading}>
      {/* Focusable by script only: the app moves the focus here when the page changes. */}
      <h1 tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}
