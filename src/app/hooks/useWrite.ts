import { useEffect, useState } from 'react'
import { useActionData, useLocation, useNavigation, useSubmit } from 'react-router-dom'
import { idle, loading, type Loadable } from '../../domain/loadable'
import { timings } from '../../domain/timings'

type Values = Readonly<Record<string, string>>

/**
 * A form's submit to its route's action. The entry's state is kept (Previous Page reads it); no
 * form changes a page's data, so nothing revalidates. Any move aborts the action's request.
 * `slow` after `timings.writeSlowMs`: a write waits longer than a read (docs/decisions.md).
 */
export function useWrite<T>() {
  const submit = useSubmit()
  const busy = useNavigation().formMethod !== undefined
  const answer = useActionData<Loadable<T>>()
  const { state: entry } = useLocation()
  const [forgotten, setForgotten] = useState<Loadable<T>>()
  // Counted, so only the submit that has waited is slow, never the one after it.
  const [sent, setSent] = useState(0)
  const [slowSent, setSlowSent] = useState<number>()
  useEffect(() => {
    if (!busy) return
    const timer = window.setTimeout(() => setSlowSent(sent), timings.writeSlowMs)
    return () => window.clearTimeout(timer)
  }, [busy, sent])

  return {
    state: busy ? loading : answer && answer !== forgotten ? answer : idle,
    slow: busy && slowSent === sent,
    submit(values: Values) {
      setSent((count) => count + 1)
      void submit(values, {
        method: 'post',
        encType: 'application/json',
        state: entry,
        defaultShouldRevalidate: false,
      })
    },
    reset: () => setForgotten(answer),
  }
}
