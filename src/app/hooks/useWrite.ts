import { useEffect, useState } from 'react'
import { useActionData, useLocation, useNavigation, useSubmit } from 'react-router-dom'
import { idle, loading, type Loadable } from '../../domain/loadable'
import { timings } from '../../domain/timings'

/** What a form sends its route's action: its values (src/app/writes.ts reads them). */
type Values = Readonly<Record<string, string>>

/**
 * A form's write: submitted to its page's route action, in place of the page's entry (its
 * navigation state kept: Previous Page reads it), asking for nothing the page has read again (no
 * form here changes a page's data). Any move, a second submit among them, gives the write up: React Router aborts
 * the action's request. A write unanswered for `timings.writeSlowMs` (10 s) is `slow`, for the form
 * to say it is still waiting, since a write waits longer than a read (docs/decisions.md).
 */
export function useWrite<T>() {
  const submit = useSubmit()
  const busy = useNavigation().formMethod !== undefined
  const answer = useActionData<Loadable<T>>()
  const { state: entry } = useLocation()
  const [forgotten, setForgotten] = useState<Loadable<T>>()
  // Counted, so that only the submit that has waited 10 s is slow, never the one after it.
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
    /** Back to idle: the last answer is forgotten. */
    reset: () => setForgotten(answer),
  }
}
