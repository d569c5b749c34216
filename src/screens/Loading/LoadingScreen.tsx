import { Spinner } from '../../components/Spinner'
import { messages } from '../../domain/messages'
import styles from './LoadingScreen.module.css'

/** Shown on entering the dashboard (spec section 9: about 500 ms) and while a page's code loads. */
export function LoadingScreen() {
  return (
    <div className={styles.screen} role="status">
      <Spinner size="lg" />
      <p className={styles.label}>{messages.loading}</p>
    </div>
  )
}
