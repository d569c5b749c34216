import type { ReactNode } from 'react'
import { Heading } from '../Heading'
import { BrandMark } from '../Logo'
import styles from './AuthLayout.module.css'

/** The centred card of the public pages (sign-in, forgot password). */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <BrandMark size={36} />
        <Heading title={title} intro={intro} />
        {children}
      </div>
    </main>
  )
}
