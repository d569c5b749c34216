import { useEffect, useState, type ReactElement } from 'react'
import type { StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import type { Canvas } from 'storybook/internal/types'
import { messages } from '../../src/domain/messages'
import { timings } from '../../src/domain/timings'
import { faultHandler, on, type Endpoint } from '../../src/mocks/handlers'
import { stored } from '../../src/mocks/storage'
import { PortalApp, storeDemoSession, type PortalAppProps } from '../support/PortalApp'
import { findByRoleAndText, queryByRoleAndText } from '../support/queries'
import { rows, type Fault, type Outcome } from './matrix'

/**
 * How a cell of the fault matrix (matrix.ts) is played: the fault in front of the contract
 * handlers, the page opened, the call made; then, once the call has ended, what the user sees.
 * A cell is a story of FaultMatrix.stories.tsx, so the accessibility check runs on its end too.
 */
type Cell = Pick<StoryObj<typeof PortalApp>, 'beforeEach' | 'play'> & {
  readonly args: PortalAppProps
  readonly render?: (args: PortalAppProps) => ReactElement
}

/**
 * The portal's read limit in the 'slow' cells, its default. There no request time-out passes by the
 * machine's clock: the portal's time-outs (`AbortSignal.timeout`) are held, and the play passes
 * the read limit once the call has started (`passReadLimit`), then lets the reply come, late. A
 * call the cell needs first (the advertiser list before the optimization call) has no limit to
 * race, however busy the machine.
 */
const readLimitMs = timings.requestTimeoutMs

/**
 * The time-out of the cells that leave the page while the call runs: the call is held until the
 * play lets it answer, so as long as the test's own limit (vite.config.ts): the play, not the
 * machine's speed, decides when the held call ends.
 */
const heldCellTimeoutMs = 120_000

/** A call's time-out as the 'slow' cells hold it: it passes only when the play says. */
interface HeldLimit {
  readonly ms: number
  readonly controller: AbortController
}

/** What `watchPage` sees of the story playing now. */
let watched: {
  started(): Promise<void>
  ended(): Promise<void>
  running(): boolean
  passReadLimit(): void
  expectNoErrors(): void
}

function waitUntil(what: string, check: () => boolean) {
  return waitFor(() => {
    if (!check()) throw new Error(`Not yet: ${what}`)
  })
}

/**
 * Watches the page for the story: its first call to `endpoint` (started; ended, answered or
 * failed, as the page's fetch sees it), and any uncaught error. Gives back the way to stop.
 */
function watchPage(endpoint: Endpoint, { holdLimits = false } = {}) {
  const call = { started: false, ended: false, limit: null as HeldLimit | null }
  const errors: string[] = []
  const isCall = on(endpoint, () => undefined)
  const pageFetch = window.fetch
  const timeout = AbortSignal.timeout
  // The portal makes a call's time-out just before the call (src/api/client.ts).
  let lastLimit: HeldLimit | null = null
  if (holdLimits) {
    AbortSignal.timeout = (ms) => {
      lastLimit = { ms, controller: new AbortController() }
      return lastLimit.controller.signal
    }
  }
  window.fetch = (input, init) => {
    const limit = lastLimit
    lastLimit = null
    const made = pageFetch(input, init)
    const url = input instanceof Request ? input.url : String(input)
    const request = new Request(url, { method: init?.method ?? 'GET' })
    void isCall.test({ request }).then((matches) => {
      if (!matches || call.started) return
      call.started = true
      call.limit = limit
      const end = () => void (call.ended = true)
      made.then(end, end)
    })
    return made
  }
  const onError = (event: ErrorEvent) => errors.push(`page error: ${event.message}`)
  const onRejection = (event: PromiseRejectionEvent) =>
    errors.push(`unhandled rejection: ${String(event.reason)}`)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  watched = {
    started: () => waitUntil(`the ${endpoint} call started`, () => call.started),
    ended: () => waitUntil(`the ${endpoint} call ended`, () => call.ended),
    running: () => call.started && !call.ended,
    passReadLimit: () => {
      if (!call.limit) throw new Error(`The ${endpoint} call had no held time-out`)
      // A write's own, longer limit goes on (src/api/client.ts).
      if (call.limit.ms <= readLimitMs) {
        call.limit.controller.abort(new DOMException('signal timed out', 'TimeoutError'))
      }
    },
    expectNoErrors: () => expect(errors).toEqual([]),
  }
  return () => {
    AbortSignal.timeout = timeout
    window.fetch = pageFetch
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}

async function expectOutcome(canvas: Canvas, outcome: Outcome) {
  if ('alert' in outcome) {
    await expect(await findByRoleAndText(canvas, 'alert', outcome.alert)).toBeVisible()
  } else if ('status' in outcome) {
    await expect(await findByRoleAndText(canvas, 'paragraph', outcome.status)).toBeVisible()
  } else if ('signedOut' in outcome) {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(stored().token).toBeNull()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  } else {
    // The call has failed (the cell waited for it to end). Once the page has dealt with that,
    // its loading line gone, the page must be as usable as before.
    await waitFor(() =>
      expect(queryByRoleAndText(canvas, 'paragraph', messages.loadingOptimization)).toBeNull(),
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByRole('textbox', { name: 'Ad Spend' })).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toBeEnabled()
  }
  // Never a blank page (the dashboard's 500 ms loading screen may still be giving way).
  await expect((await canvas.findAllByRole('heading', { level: 1 }))[0]).toBeVisible()
}

/** One cell: the call of `endpoint` meets `fault`. */
export function cell(endpoint: Endpoint, fault: Fault): Cell {
  const row = rows[endpoint]
  const slow = fault === 'slow'
  let answerLate = () => {}
  return {
    args: { path: row.path, requestTimeoutMs: slow ? readLimitMs : undefined },
    beforeEach: ({ msw }) => {
      if (!row.signedOut) storeDemoSession()
      const late = new Promise<void>((resolve) => (answerLate = resolve))
      // A slow reply is held until the read limit has passed; then nothing returned hands the
      // request on to the contract handlers.
      msw.use(slow ? on(endpoint, () => late) : faultHandler(endpoint, fault))
      const stop = watchPage(endpoint, { holdLimits: slow })
      return () => {
        answerLate()
        stop()
      }
    },
    play: async (tools) => {
      await row.act?.(tools)
      if (slow) {
        await watched.started()
        watched.passReadLimit()
        answerLate()
      }
      await watched.ended()
      await expectOutcome(tools.canvas, row.outcome(fault))
      await row.typed?.(tools)
      watched.expectNoErrors()
    },
  }
}

/** Opens another address, as the browser's address bar does (`Revisited`). */
let openAddress: (path: string) => void = () => {
  throw new Error('No story opens an address')
}

/**
 * The portal, at an address the play can change as the address bar would: a new visit (a page
 * load), the last one left with its calls running. Outside the page, as the address bar is: a
 * modal dialog keeps the user's clicks off the page behind it, never off the browser.
 */
function Revisited(props: PortalAppProps) {
  const [path, setPath] = useState(props.path)
  useEffect(() => {
    openAddress = setPath
  }, [])
  return <PortalApp {...props} key={path} path={path} />
}

/**
 * Leaves the page while the call runs: the call is held until the next page shows, then answers
 * late (the contract handler's own answer), and nothing may break.
 */
export function leaveCell(endpoint: Endpoint): Cell {
  const row = rows[endpoint]
  const { click, to } = row.leave
  let release = () => {}
  return {
    args: { path: row.path, requestTimeoutMs: heldCellTimeoutMs },
    render: click ? undefined : (args) => <Revisited {...args} />,
    beforeEach: ({ msw }) => {
      if (!row.signedOut) storeDemoSession()
      const released = new Promise<void>((resolve) => (release = resolve))
      // Once released, returning nothing hands the request on to the contract handlers.
      msw.use(on(endpoint, () => released))
      const stop = watchPage(endpoint)
      return () => {
        release()
        stop()
      }
    },
    play: async (tools) => {
      const { canvas } = tools
      await row.act?.(tools)
      await watched.started()
      await expect(watched.running()).toBe(true)
      if (click) await click(tools)
      else openAddress('/forgot-password')
      // The page left is gone and the next one shows its heading.
      await expect(await canvas.findByRole('heading', { level: 1, name: to })).toBeVisible()
      // The held call answers now, late; once it has ended (the abort on leaving, or that late
      // reply), whatever arrived must find nothing to break.
      release()
      await watched.ended()
      // The page's turn: what it does with the answer (a body read, a render) runs first.
      await new Promise((turn) => setTimeout(turn))
      // Never a blank page: a page shows its heading (a late answer may move the user on, as a
      // late logout's success does, to sign-in; for a moment, on the way, no page shows).
      await expect((await canvas.findAllByRole('heading', { level: 1 }))[0]).toBeVisible()
      watched.expectNoErrors()
    },
  }
}
