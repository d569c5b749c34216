import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import type { RequestHandler } from 'msw'
import { listenOnLoopback, serveContract, sourceAddress, type Running } from '../contract/serve'
import {
  createHandlers,
  faultHandler,
  type Endpoint,
  type Fault as MockFault,
} from '../src/mocks/handlers'

export type { Running }

/**
 * The faults a test puts in front of one endpoint at a time (`POST /__faults`). The fault matrix,
 * every call with every fault, is played by stories (stories/faults).
 */
export type Fault = Extract<
  MockFault,
  'serverErrorText' | 'serverError' | 'network' | 'unauthorized'
>

/**
 * The project's contract handlers over real HTTP on loopback (contract/serve.ts), with CORS for
 * the portal's origin only, as the contract asks of a real backend, and the tests' fault switch.
 */
export async function startBackend(options: { allowOrigin: string; reportOrigin: string }) {
  const fresh = (): RequestHandler[] =>
    createHandlers({ reportOrigin: options.reportOrigin, sourceOf: sourceAddress })
  let handlers = fresh()
  let active: RequestHandler | null = null
  /** Each call's method and path (`POST /api/auth/login`), in the order they came. */
  const received: string[] = []
  const running = await serveContract({
    portalOrigin: options.allowOrigin,
    handlers: () => (active ? [active, ...handlers] : handlers),
    intercept: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname !== '/__faults') {
        received.push(`${request.method} ${pathname}`)
        return undefined
      }
      // The tests' switch, never part of the portal's contract: one fault at a time; none also
      // starts the backend afresh (a test may have changed a password).
      const { endpoint, fault } = (await request.json()) as { endpoint?: Endpoint; fault?: Fault }
      active = endpoint && fault ? faultHandler(endpoint, fault) : null
      if (!active) handlers = fresh()
      return new Response(null, { status: 204 })
    },
  })
  return { ...running, received: received as readonly string[] }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Static files from `dir` (the demo report pages, the built Storybook) on an origin of their own. */
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
