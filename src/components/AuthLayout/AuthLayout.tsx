import type { ReactNode } from 'react'
import { Heading } from '../Heading'
import { LiveRegion } from '../LiveRegion'
import { BrandMark } from '../Logo/BrandMark'
import styles from './AuthLayout.module.css'

/**
 * The centred card of the public pages (sign-in, forgot password): the brand mark, the page's
 * heading, then its content, on the page's own `main` landmark. On a phone the card fills the
 * width.
 */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  /** The page's title, its one h1: 'Sign in', 'Forgot Password'. */
  title: string
  /** The line under the title that says what the page is for. */
  intro?: string
  /** The card's content: a form, the messages above it, the links under it. */
  children: ReactNode
}) {
  return (
    <main className={styles.page}>
      <LiveRegion>
        <div className={styles.card}>
          <BrandMark size={36} wrap />
          <Heading title={title} intro={intro} />
          {children}
        </div>
      </LiveRegion>
    </main>
  )
}
