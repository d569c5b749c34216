import { useId, type ReactNode } from 'react'
import styles from './PageErrorScreen.module.css'

/**
 * A page in place of one that failed: its title (focusable by script only, as every page's
 * heading: the app moves the focus here), what to do, and one way on, a page load (not a move
 * inside the app), so whatever failed starts afresh.
 */
export function ProblemCard({
  title,
  children,
  href,
  action,
}: {
  title: string
  /** What happened and what to do. */
  children: ReactNode
  href: string
  /** The way on's label. */
  action: string
}) {
  const titleId = useId()
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{children}</p>
      <a href={href} className={styles.link}>
        {action}
      </a>
    </section>
  )
}
