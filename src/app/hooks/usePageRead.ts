import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { useRevalidator } from 'react-router-dom'
import { loading, type Loadable } from '../../domain/loadable'
import { answerTo, type PageRead } from '../reads'

/**
 * A failure's `retry` also runs by itself once the device is back online: the shell's offline
 * notice promised it. With `freshForMs`, a tab back after that long asks again, keeping what shows.
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
  if (!asked && answered !== null) setAnswered(null)
  const answer = answerTo(read)
  const here = answer?.state ?? (answered?.read === read ? answered.state : undefined)
  const kept =
    freshForMs !== undefined && answered?.state.status === 'ready' ? answered.state : null
  const state = !asked ? read : (here ?? kept ?? loading)
  const failedNow = asked && state.status === 'failed'
  const retry = useCallback(() => void revalidate(), [revalidate])
  // A layout effect, so a connection back right as the failure shows is heard.
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
