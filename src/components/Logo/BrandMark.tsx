import styles from './Logo.module.css'

/** The portal's mark: three rising bars in a rounded square, as in an analytics chart. */
export function BrandGlyph({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
      <rect x="8" y="16" width="4" height="8" rx="2" fill="#fff" opacity="0.7" />
      <rect x="14" y="11" width="4" height="13" rx="2" fill="#fff" opacity="0.85" />
      <rect x="20" y="7" width="4" height="17" rx="2" fill="var(--color-on-brand)" />
      <circle cx="22" cy="7" r="3" fill="#5eead4" />
    </svg>
  )
}

/** The mark with the product name, for the sign-in pages and the shell. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.brand}>
      <BrandGlyph size={size} />
      <span className={styles.wordmark}>Client Portal</span>
    </span>
  )
}
