import styles from './Spinner.module.css'

/** A decorative spinner; the text beside it is what assistive technology reads. */
export function Spinner({
  size = 'md',
}: {
  /** `md` (1.5rem, the default) beside a line of text; `lg` (3rem) on the loading screen. */
  size?: 'md' | 'lg'
}) {
  return <span className={styles.spinner} data-size={size} aria-hidden="true" />
}
