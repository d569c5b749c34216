import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styles from './Tiles.module.css'

interface TileBase {
  readonly label: string
  readonly icon: ReactNode
  readonly description?: string
  /** Shown on phone widths only (the dashboard's Logout tile). */
  readonly phoneOnly?: boolean
}

/** A tile leads to a route, or runs an action. */
export type TileItem = TileBase & ({ readonly to: string } | { readonly onClick: () => void })

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

/** A grid of large links: the dashboard's and the menus' main navigation. */
export function Tiles({ items, label }: { items: readonly TileItem[]; label: string }) {
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
              <button type="button" onClick={item.onClick} className={styles.tile}>
                <TileContent {...item} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
