import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { useRevalidator } from 'react-router-dom'
import { loading, type Loadable } from '../../domain/loadable'
import { answerTo, type PageRead } from '../reads'

/**
 * What a page shows of a read its route's loader handed it (`PageRead`): loading until it
 * answers, then its data or its failure. A failure from a call carries Try again (`retry`), which
 * runs the route's loaders again without leaving the page, and which runs by itself, once, when
 * the device comes back online: the promise of the shell's offline notice. An answer known when
 * the page opens is shown from its first render. With `freshForMs` (the advertiser list), the
 * loaders run again when the tab comes back after the answer is that old, and what was shown
 * stays while they ask.
 */
export function usePageRead<T>(read: PageRead<T>, { freshForMs }: { freshForMs?: number } = {}) {
  const { revalidate } = useRevalidator()
  const [answered, setAnswered] = useState<{ read: PageRead<T>; state: Loadable<T> } | null>(null)
  useEffect(() => {
    if (!(read instanceof Promise)) return
    let current = true
    void read.then((state) => current && setAnswered({ read, state }))
    return () => {
      current = false
    }
  }, [read])
  const asked = read instanceof Promise
  // A read known without a call (another client's list not asked yet, say) ends what was shown.
  if (!asked && answered !== null) setAnswered(null)
  const answer = answerTo(read)
  const here = answer?.state ?? (answered?.read === read ? answered.state : undefined)
  const kept =
    freshForMs !== undefined && answered?.state.status === 'ready' ? answered.state : null
  const state = !asked ? read : (here ?? kept ?? loading)
  const failedNow = asked && state.status === 'failed'
  const retry = useCallback(() => void revalidate(), [revalidate])
  // Listening from the moment the failure is on the page (a layout effect), so a connection that
  // comes back right as it shows is heard.
  useLayoutEffect(() => {
    if (!failedNow) return
    window.addEventListener('online', retry, { once: true })
    return () => window.removeEventListener('online', retry)
  }, [failedNow, retry])

  const answeredAt = freshForMs === undefined ? undefined : answer?.at
  useEffect(() => {
    if (answeredAt === undefined || freshForMs === undefined) return
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - answeredAt > freshForMs) retry()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [answeredAt, freshForMs, retry])

  return failedNow ? { ...state, retry } : state
}
