import { BrandGlyph } from '../../components/Logo'
import { messages } from '../../domain/messages'
import styles from './AuthenticatingScreen.module.css'

/**
 * Shown while the session check decides (spec section 2). It fades in after a short delay, so
 * a quick check shows nothing at all, and a slow one shows the animation.
 */
export function AuthenticatingScreen() {
  return (
    <main className={styles.screen}>
      <div className={styles.content} role="status">
        <span className={styles.pulse}>
          <BrandGlyph size={56} />
        </span>
        <p className={styles.label}>{messages.authenticating}</p>
      </div>
    </main>
  )
}
