import { useState } from 'react'
import { useBrand } from '../Brand'
import styles from './Logo.module.css'

/** The portal's mark: three rising bars in a rounded square, as in an analytics chart. */
export function BrandGlyph({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
      <rect x="8" y="16" width="4" height="8" rx="2" fill="var(--color-on-brand)" opacity="0.7" />
      <rect
        x="14"
        y="11"
        width="4"
        height="13"
        rx="2"
        fill="var(--color-on-brand)"
        opacity="0.85"
      />
      <rect x="20" y="7" width="4" height="17" rx="2" fill="var(--color-on-brand)" />
      <circle cx="22" cy="7" r="3" fill="var(--color-brand-highlight)" />
    </svg>
  )
}

/**
 * The product's mark for the sign-in pages and the shell: the agency's logo when the brand has
 * one (its name is the image's text), else the glyph with the product name. A logo that does not
 * load gives way to the glyph and name, so the header never shows a broken image.
 */
export function BrandMark({
  size = 32,
  wrap = false,
}: {
  size?: number
  /** A long name wraps onto more lines (the sign-in card); otherwise it is cut short (the bar). */
  wrap?: boolean
}) {
  const { name, logoUrl } = useBrand()
  const [failedLogo, setFailedLogo] = useState<string | null>(null)
  if (logoUrl && failedLogo !== logoUrl) {
    return (
      <span className={styles.brand}>
        <img
          className={styles.logo}
          src={logoUrl}
          alt={name}
          height={size}
          onError={() => {
            console.warn(`The brand logo ${logoUrl} did not load; showing the name instead.`)
            setFailedLogo(logoUrl)
          }}
        />
      </span>
    )
  }
  return (
    <span className={styles.brand} data-wrap={wrap || undefined}>
      <BrandGlyph size={size} />
      {/* Cut short, the whole name stays in the page's text and in its tooltip. */}
      <span className={styles.wordmark} title={wrap ? undefined : name}>
        {name}
      </span>
    </span>
  )
}
