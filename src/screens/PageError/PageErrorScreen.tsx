import { Link } from 'react-router-dom'
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
      <h1 id="page-error-title" className={styles.title}>
        Something went wrong
      </h1>
      <p className={styles.text}>
        This page could not be shown. Nothing you saved is lost; try again from the{' '}
        {destination === 'dashboard' ? 'dashboard' : 'sign-in page'}.
      </p>
      <Link to={to} className={styles.link} reloadDocument>
        {destination === 'dashboard' ? 'Back to Dashboard' : 'Back to Login'}
      </Link>
    </section>
  )
}
