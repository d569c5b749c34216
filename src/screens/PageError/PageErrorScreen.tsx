import { paths } from '../../domain/paths'
import styles from './PageErrorScreen.module.css'

/** Shown when a page fails to render: what happened, and a way on. */
export function PageErrorScreen({
  destination = 'dashboard',
}: {
  destination?: 'dashboard' | 'login'
}) {
  const to = destination === 'dashboard' ? paths.dashboard : paths.login
  return (
    <section className={styles.page} aria-labelledby="page-error-title">
      {/* Focusable by script only, as every page's heading (Heading): the app moves the focus here. */}
      <h1 id="page-error-title" tabIndex={-1} className={styles.title}>
        Something went wrong
      </h1>
      <p className={styles.text}>
        This page could not be shown. Nothing you saved is lost; try again from the{' '}
        {destination === 'dashboard' ? 'dashboard' : 'sign-in page'}.
      </p>
      {/* A page load, not a move inside the app: whatever failed starts afresh. */}
      <a href={to} className={styles.link}>
        {destination === 'dashboard' ? 'Back to Dashboard' : 'Back to Login'}
      </a>
    </section>
  )
}
