import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, type RequestHandler } from 'msw'

/**
 * The contract's handlers (src/mocks/handlers.ts) over real HTTP on loopback, as a backend
 * keeping the contract's CORS rule (N12): the cross-origin headers only for the portal's origin,
 * with credentials; a request or preflight from any other origin gets none of them. The
 * end-to-end tests' backend (e2e/servers.ts) and the backend probe's tests
 * (scripts/check-backend.test.ts) serve it.
 */
export interface Running {
  readonly origin: string
  close(): Promise<void>
}

export interface ContractServerOptions {
  /** The portal's origin: the one CORS answers. */
  readonly portalOrigin: string
  /** The handlers that answer a request, first match first; asked for each request. */
  readonly handlers: () => readonly RequestHandler[]
  /** A request the caller answers itself before the handlers see it (a test's own switch). */
  readonly intercept?: (request: Request) => Promise<Response | undefined>
  /** Whether CORS lets `origin` through; only the portal's by default. */
  readonly allowsOrigin?: (origin: string) => boolean
}

/** The header that carries the socket's address to `sourceAddress`; a client's own is dropped. */
const sourceHeader = 'x-contract-server-source'

/**
 * The address a request came from, as this server saw its socket: the handlers' `sourceOf`
 * for the per-source sign-in limit. (A real backend behind a proxy reads the address its proxy
 * vouches for, never a header any client can send.)
 */
export const sourceAddress = (request: Request) => request.headers.get(sourceHeader) ?? ''

/**
 * How long an idle kept-alive connection stays open: longer than any client keeps one (Node's
 * fetch 4 s, Chromium up to 5 minutes). The client then always closes it first. With Node's 5-s
 * default, a client reusing a connection just as a starved server closed it met `ECONNRESET`
 * (browsers retry; the backend probe retries once).
 */
const idleConnectionMs = 10 * 60_000

export function listenOnLoopback(server: Server): Promise<Running> {
  server.keepAliveTimeout = idleConnectionMs
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== sourceHeader) headers.set(name, value)
  }
  headers.set(sourceHeader, request.socket.remoteAddress ?? '')
  const hasBody = chunks.length > 0 && request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(`${origin}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}

export async function serveContract(options: ContractServerOptions): Promise<Running> {
  const allows = options.allowsOrigin ?? ((origin: string) => origin === options.portalOrigin)
  let origin = ''
  const server = createServer(async (incoming, outgoing) => {
    const from = incoming.headers.origin
    const cors: Record<string, string> =
      typeof from === 'string' && allows(from)
        ? { 'Access-Control-Allow-Origin': from, 'Access-Control-Allow-Credentials': 'true' }
        : {}
    cors.Vary = 'Origin'
    if (incoming.method === 'OPTIONS') {
      // A preflight from another origin gets no CORS headers: the browser then sends nothing.
      const allowed = 'Access-Control-Allow-Origin' in cors
      outgoing.writeHead(204, {
        ...cors,
        ...(allowed && {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        }),
      })
      outgoing.end()
      return
    }
    const request = await toFetchRequest(incoming, origin)
    const own = await options.intercept?.(request)
    const response = own ?? (await getResponse([...options.handlers()], request))
    if (!response || response.type === 'error') {
      // What a handler's network error means on a real socket: the connection drops.
      incoming.socket.destroy()
      return
    }
    outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors })
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  const running = await listenOnLoopback(server)
  origin = running.origin
  return running
}
