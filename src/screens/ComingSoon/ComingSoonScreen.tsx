import styles from './ComingSoonScreen.module.css'

/** Stands in for a page whose screen is not built yet: its title, inside the shell. */
export function ComingSoonScreen({ title }: { title: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>This page is on its way. Use Back to Dashboard to continue.</p>
    </section>
  )
}
