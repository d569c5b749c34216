import styles from './Spinner.module.css'

/** A decorative spinner; the text beside it is what assistive technology reads. */
export function Spinner({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return <span className={styles.spinner} data-size={size} aria-hidden="true" />
}
