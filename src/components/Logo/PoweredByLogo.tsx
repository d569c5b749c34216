import { Link } from 'react-router-dom'
import { paths } from '../../domain/paths'
import { BrandGlyph } from './BrandMark'
import styles from './Logo.module.css'

export interface PoweredByLogoProps {
  /** Where the logo leads: the dashboard by default; an external address opens there instead. */
  readonly href?: string
}

function Artwork() {
  return (
    <>
      <span className={styles.poweredBy}>powered by</span>
      <BrandGlyph size={24} />
      <span className={styles.poweredName}>Client Portal</span>
    </>
  )
}

/** The clickable 'powered by' logo of the menu and report screens (spec section 2). */
export function PoweredByLogo({ href = paths.dashboard }: PoweredByLogoProps) {
  const external = /^https?:\/\//.test(href)
  const label = external
    ? 'Powered by Client Portal (management dashboard)'
    : 'Powered by Client Portal (dashboard)'
  return external ? (
    <a href={href} className={styles.poweredLink} aria-label={label}>
      <Artwork />
    </a>
  ) : (
    <Link to={href} className={styles.poweredLink} aria-label={label}>
      <Artwork />
    </Link>
  )
}
