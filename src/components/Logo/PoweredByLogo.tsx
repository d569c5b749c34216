import { Link } from '../Link'
import { paths } from '../../domain/paths'
import { BrandGlyph } from './BrandMark'
import styles from './Logo.module.css'

export interface PoweredByLogoProps {
  /** Where the logo leads: the dashboard by default; an external address opens there instead. */
  readonly href?: string
}

/** The visible words name the link; the hidden ones say where it leads. */
function Artwork({ destination }: { destination: string }) {
  return (
    <>
      <span className={styles.poweredBy}>powered by</span> <BrandGlyph size={24} />{' '}
      <span className={styles.poweredName}>Client Portal</span>
      <span className="visually-hidden"> ({destination})</span>
    </>
  )
}

/** The clickable 'powered by' logo of the menu and report screens (spec section 2). */
export function PoweredByLogo({ href = paths.dashboard }: PoweredByLogoProps) {
  return /^https?:\/\//.test(href) ? (
    <a href={href} className={styles.poweredLink}>
      <Artwork destination="management dashboard" />
    </a>
  ) : (
    <Link to={href} className={styles.poweredLink}>
      <Artwork destination="dashboard" />
    </Link>
  )
}
