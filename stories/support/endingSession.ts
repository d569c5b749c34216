import { storeDemoSession } from './PortalApp'

/** Longer than any story takes, however busy the machine: the mock backend accepts the token. */
const lifeMs = 3_600_000

/** Timers due this far ahead or more wait for the play; the portal's shorter ones run as usual. */
const heldFromMs = 600_000

/** As a Docs page shows the session: no play moves its clock there, so the notice shows at once. */
const docsLifeMs = 100_000

/**
 * The demo session for a story about its end, with a page clock the play moves: the token lives
 * an hour, and the session's timers wait until the play says how much is left (`leaves`, `ends`).
 * A token with seconds left raced the play on a busy machine. `Date.now` stays real: the session
 * reads the time only to set those timers.
 */
export function endingSession() {
  let expiresAt = 0
  let movedTo = -Infinity
  const held = new Map<number, { due: number; run: () => void }>()
  let nextId = -1

  const runDue = () => {
    const due = [...held].filter(([, timer]) => timer.due <= movedTo)
    due.sort(([, a], [, b]) => a.due - b.due)
    for (const [id, timer] of due) {
      held.delete(id)
      timer.run()
    }
  }

  /** A story's `beforeEach`: stores the session and holds the page's far timers. */
  const store = ({ viewMode }: { viewMode: string }) => {
    const life = viewMode === 'docs' ? docsLifeMs : lifeMs
    expiresAt = Math.floor((Date.now() + life) / 1000) * 1000
    storeDemoSession({ exp: expiresAt / 1000 })
    if (viewMode === 'docs') return undefined
    movedTo = -Infinity
    held.clear()
    const { setTimeout: setTimer, clearTimeout: clearTimer } = window
    window.setTimeout = ((handler: TimerHandler, delay = 0, ...rest: unknown[]) => {
      const due = Date.now() + delay
      if (delay < heldFromMs) return setTimer(handler, delay, ...rest)
      if (due <= movedTo) return setTimer(handler, 0, ...rest)
      const id = nextId--
      const run = () => (typeof handler === 'function' ? handler(...rest) : undefined)
      held.set(id, { due, run })
      return id
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      if (id === undefined || !held.delete(id)) clearTimer(id)
    }) as typeof window.clearTimeout
    return () => {
      window.setTimeout = setTimer
      window.clearTimeout = clearTimer
      held.clear()
    }
  }

  /** Moves the page's clock to `msLeft` before the session's end, running what falls due. */
  const leaves = (msLeft: number) => {
    movedTo = expiresAt - msLeft
    runDue()
  }

  /** Moves the page's clock a second past the session's end. */
  const ends = () => leaves(-1_000)

  return { store, leaves, ends }
}
