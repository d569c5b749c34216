import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import type { RequestHandler } from 'msw'
import { listenOnLoopback, serveContract, sourceAddress, type Running } from '../contract/serve'
import { createHandlers, failures, on, type Endpoint } from '../src/mocks/handlers'

export type { Running }

/**
 * The portal's request time-out in the fault matrix (faults.e2e.ts sets it on its pages): short,
 * so faults are quick, yet twice the shortest the settings allow (src/domain/deploySettings.mjs).
 * The cells that leave a page while its call runs hold the call instead ('held'), on a page with
 * a longer time-out: on a machine busy with the other projects' tests, the steps between the call
 * starting and the click that leaves took longer than 2 s. Every other end-to-end test
 * runs with the deployment's default (10 s), as a client's portal does: a cold page on a busy
 * machine can hold a call past two seconds, which once failed a sign-in in CI.
 */
export const faultsTimeoutMs = 2000

/** The faults the end-to-end fault matrix puts in front of one endpoint at a time. */
export type Fault =
  | 'serverErrorText'
  | 'serverError'
  | 'network'
  | 'notJson'
  | 'wrongShape'
  | 'slow'
  /**
   * No answer until the test takes the fault away, then the backend's own (the fault matrix's
   * cells that leave the page while the call runs: the test, not the machine's speed, decides
   * when the late answer comes).
   */
  | 'held'
  /** The server refuses the token (session.e2e.ts; not a cell of the fault matrix). */
  | 'unauthorized'

export const serverErrorText = (endpoint: Endpoint) => `The ${endpoint} service is unavailable.`

/** The handler of `fault` at `endpoint`; a held call waits for `released`. */
function faultHandler(endpoint: Endpoint, fault: Fault, released: Promise<void>): RequestHandler {
  switch (fault) {
    case 'serverErrorText':
      return failures.serverError(endpoint, serverErrorText(endpoint), 503)
    case 'serverError':
      return failures.serverError(endpoint)
    case 'network':
      return failures.networkError(endpoint)
    case 'notJson':
      return failures.notJson(endpoint)
    case 'wrongShape':
      return failures.respond(endpoint, 'unexpected')
    case 'slow':
      // Twice the fault matrix's time-out (`faultsTimeoutMs`): the reply always comes after it.
      return failures.slow(endpoint, 2 * faultsTimeoutMs)
    case 'held':
      // Returning nothing then hands the request on to the regular handler.
      return on(endpoint, () => released)
    case 'unauthorized':
      return failures.serverError(endpoint, 'Invalid or expired token', 401)
  }
}

/**
 * The project's contract handlers over real HTTP on loopback (contract/serve.ts), with CORS for
 * the portal's origin only, as the contract asks of a real backend, and the tests' fault switch.
 */
export async function startBackend(options: { allowOrigin: string; reportOrigin: string }) {
  const fresh = (): RequestHandler[] =>
    createHandlers({ reportOrigin: options.reportOrigin, sourceOf: sourceAddress })
  let handlers = fresh()
  let active: RequestHandler | null = null
  /** Answers the calls a 'held' fault holds: run whenever the fault changes. */
  let release = () => {}
  return serveContract({
    portalOrigin: options.allowOrigin,
    handlers: () => (active ? [active, ...handlers] : handlers),
    intercept: async (request) => {
      if (new URL(request.url).pathname !== '/__faults') return undefined
      // The tests' switch, never part of the portal's contract: one fault at a time; none also
      // starts the backend afresh (a slow call let through may have changed a password). A
      // change lets the calls the last fault held go on to their answer.
      const { endpoint, fault } = (await request.json()) as { endpoint?: Endpoint; fault?: Fault }
      release()
      const released = new Promise<void>((resolve) => (release = resolve))
      active = endpoint && fault ? faultHandler(endpoint, fault, released) : null
      if (!active) handlers = fresh()
      return new Response(null, { status: 204 })
    },
  })
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

/** Static files from `dir`: the demo report pages, on an origin of their own. */
export async function startStatic(dir: string): Promise<Running> {
  const root = path.resolve(dir)
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const file = path.join(root, decodeURIComponent(url.pathname))
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'text/plain' })
    createReadStream(file).pipe(response)
  })
  return listenOnLoopback(server)
}
