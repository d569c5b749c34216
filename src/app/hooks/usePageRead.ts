import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { useRevalidator } from 'react-router-dom'
import { loading, type Loadable } from '../../domain/loadable'
import type { PageRead } from '../pageReads'

/**
 * What a page shows of its own read (its route loader's, `PageRead`): loading until it answers,
 * then its data or its failure. A failure from a call carries Try again (`retry`), which runs the
 * route's loader again (React Router's revalidation) without leaving the page, and which runs by
 * itself, once, when the device comes back online: the promise of the shell's offline notice.
 */
export function usePageRead<T>(read: PageRead<T>): Loadable<T> {
  const { revalidate } = useRevalidator()
  const [answered, setAnswered] = useState<{ read: PageRead<T>; state: Loadable<T> } | null>(null)
  const asked = read instanceof Promise
  useEffect(() => {
    if (!(read instanceof Promise)) return
    let current = true
    void read.then((state) => current && setAnswered({ read, state }))
    return () => {
      current = false
    }
  }, [read])
  const state = !asked ? read : answered?.read === read ? answered.state : loading
  const failedNow = asked && state.status === 'failed'
  const retry = useCallback(() => void revalidate(), [revalidate])
  // Listening from the moment the failure is on the page (a layout effect), so a connection that
  // comes back right as it shows is heard.
  useLayoutEffect(() => {
    if (!failedNow) return
    window.addEventListener('online', retry, { once: true })
    return () => window.removeEventListener('online', retry)
  }, [failedNow, retry])
  return failedNow ? { ...state, retry } : state
}
