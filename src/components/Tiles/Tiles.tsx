import type { ReactNode } from 'react'
import { Link } from '../Link'
import styles from './Tiles.module.css'

interface TileBase {
  /** The tile's name, in bold; with the description, it is the link's or button's name. */
  readonly label: string
  /** A decorative icon or mark (the text names the tile). */
  readonly icon: ReactNode
  /** A line under the label that says what is there. */
  readonly description?: string
  /** Shown on phone widths only (the dashboard's Logout tile). */
  readonly phoneOnly?: boolean
}

/**
 * A tile leads to a route (`to`, a link), or runs an action (`onClick`, a button). While its
 * action runs, `busy` names what is happening in place of the label (such as 'Logging out...').
 */
export type TileItem = TileBase &
  ({ readonly to: string } | { readonly onClick: () => void; readonly busy?: string | false })

function TileContent({ label, icon, description }: TileBase) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </>
  )
}

/**
 * A grid of large links: the dashboard's and the menus' main navigation, in a `nav` landmark.
 * On a phone the tiles stack in one column, and phone-only tiles appear.
 */
export function Tiles({
  items,
  label,
}: {
  /** The tiles, in order: each a link (`to`) or an action (`onClick`). */
  items: readonly TileItem[]
  /** The navigation landmark's name, such as 'Portal areas'. */
  label: string
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.label} className={item.phoneOnly ? styles.phoneOnly : undefined}>
            {'to' in item ? (
              <Link to={item.to} className={styles.tile}>
                <TileContent {...item} />
              </Link>
            ) : (
              // Busy, not disabled: a disabled button would drop the focus.
              <button
                type="button"
                onClick={item.busy ? undefined : item.onClick}
                aria-disabled={item.busy ? true : undefined}
                className={styles.tile}
              >
                <TileContent {...item} label={item.busy || item.label} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
