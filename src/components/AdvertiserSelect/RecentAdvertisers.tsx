import { useId } from 'react'
import styles from './AdvertiserSelect.module.css'

interface RecentAdvertisersProps {
  /** Newest first; nothing is shown when there are none. */
  readonly names: readonly string[]
  /** The chosen name ('' for none), marked as current. */
  readonly current: string
  readonly onChoose: (name: string) => void
}

/** 'Recently viewed': one button per advertiser the user chose last, choosing it in one click. */
export function RecentAdvertisers({ names, current, onChoose }: RecentAdvertisersProps) {
  const id = useId()
  if (names.length === 0) return null
  return (
    <div className={styles.recent}>
      <p id={id} className={styles.label}>
        Recently viewed
      </p>
      <ul aria-labelledby={id} className={styles.recentList}>
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={styles.recentButton}
              aria-current={name === current ? 'true' : undefined}
              onClick={() => onChoose(name)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
