import { messages } from '../../domain/messages'
import styles from './PageErrorScreen.module.css'

/**
 * Shown when a page's code did not arrive (a dropped connection, a release that replaced the
 * files): what to do, and Reload, a page load of the same address, which fetches the code afresh.
 */
export function PageNotLoadedScreen({
  address,
}: {
  /** The page's own address (its path and query), which Reload loads again. */
  address: string
}) {
  return (
    <section className={styles.page} aria-labelledby="page-not-loaded-title">
      {/* Focusable by script only, as every page's heading (Heading): the app moves the focus here. */}
      <h1 id="page-not-loaded-title" tabIndex={-1} className={styles.title}>
        This page could not load
      </h1>
      <p className={styles.text}>{messages.pageNotLoaded}</p>
      {/* A page load, not a move inside the app: the code is fetched afresh. */}
      <a href={address} className={styles.link}>
        Reload
      </a>
    </section>
  )
}
