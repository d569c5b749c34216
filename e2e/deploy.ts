import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { renderNginx } from '../scripts/render-nginx.mjs'
import { main as writeConfigMain } from '../scripts/write-config.mjs'
import { startBackend, startStatic, type Backend } from './servers'

const work = path.resolve('test-results/e2e')

/** Whether nothing listens on 127.0.0.1:`port` now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A free port the system chooses (port 0), let go at once. */
function anyFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The ports this process has handed out, never handed out twice. */
const handedOut = new Set<number>()

/**
 * A free port for a program started next (nginx, a browser's inspector) to listen on, which the
 * system hands to no one else: below the range it takes ports from for every outgoing connection
 * and every listener on port 0 (/proc/sys/net/ipv4/ip_local_port_range). A port from that range,
 * found free and let go before the program listens, can be taken in between by any new
 * connection of a busy run; this one only by a program that asks for it by number.
 */
export async function freePort(): Promise<number> {
  const [lowest] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number)
  const from = 10_000
  // A system that hands out ports from (nearly) everywhere: any free one, as it gives it.
  if (!(lowest > from + 1000)) return anyFreePort()
  for (let tries = 0; tries < 50; tries++) {
    const port = from + Math.floor(Math.random() * (lowest - from))
    if (!handedOut.has(port) && (await canListen(port))) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`No free port between ${from} and ${lowest}`)
}

/**
 * How long a server may take to answer, or nginx to let its old workers go, before the deploy is
 * called hung. Each takes well under a second alone, and a few on a machine busy with other runs:
 * the limit only ends a hang.
 */
const hangMs = 120_000

/** Waits until `done` resolves true, looking again every `everyMs`; the limit only ends a hang. */
export async function waitUntil(
  done: () => boolean | Promise<boolean>,
  hung: string,
  everyMs = 50,
) {
  const end = performance.now() + hangMs
  while (!(await done())) {
    if (performance.now() > end) throw new Error(`${hung} (waited ${hangMs / 1000} s)`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** Waits until `url` answers as `ready` says (by default: OK). */
function waitFor(url: string, ready = (response: Response) => response.ok) {
  const answers = () => fetch(url).then(ready, () => false /* Not listening yet. */)
  return waitUntil(answers, `${url} did not answer`, 100)
}

/** The processes whose parent is `parent` (nginx's workers, of its master), from /proc. */
function workersOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the fourth field, after the command name in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent
      } catch {
        return false // Gone meanwhile.
      }
    })
    .map(Number)
}

/** Debian installs nginx in /usr/sbin, which a non-root PATH often lacks. */
const nginxBinary =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

/** A portal deployed for one end-to-end file (see e2e/portal.ts). */
export interface Deployed {
  readonly portalUrl: string
  readonly apiOrigin: string
  readonly reportOrigin: string
  /** This deployment's copy of the build, config.json included. */
  readonly distDir: string
  /**
   * Writes this deployment's config.json again with `options` of scripts/write-config.mjs added
   * (`{ '--request-timeout-ms': '2000' }`), as an operator changes a setting. Pages opened after
   * it get the new settings; nothing in the browser is intercepted for it.
   */
  configure(options: Readonly<Record<string, string>>): void
  /** The deployment's backend, and the calls it has received. */
  readonly backend: Backend
  /**
   * Renders nginx's configuration again with `changes` (another backend: `{ api }`; a CSP report
   * address: `{ cspReport }`) and reloads nginx, as an operator does (docs/deploying.md, Serve);
   * resolves once the server answers with the new configuration. `{}` goes back to the first.
   */
  reconfigureServer(changes: { api?: string; cspReport?: string }): Promise<void>
  stop(): Promise<void>
}

/**
 * The portal as clients get it: the production build (`built`, made once by e2e/globalSetup.ts),
 * with its backend host set at deploy time in config.json, served by nginx with the repository's
 * configuration; the contract handlers over HTTP as the backend; the demo report pages on a second
 * origin, so frames are cross-origin. Whatever fails on the way, everything started is stopped
 * again.
 */
export async function deployPortal(built: string): Promise<Deployed> {
  mkdirSync(work, { recursive: true })
  const own = mkdtempSync(path.join(work, 'portal-'))
  const dist = path.join(own, 'dist')
  cpSync(built, dist, { recursive: true })

  const reports = await startStatic('src/mocks/static')
  const portalPort = await freePort()
  const portalUrl = `http://127.0.0.1:${portalPort}`
  const backend = await startBackend({ allowOrigin: portalUrl, reportOrigin: reports.origin })
  let nginx: ChildProcess | null = null

  const stopAll = async () => {
    const running = nginx
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGQUIT')
      await exited
    }
    await Promise.all([backend.close(), reports.close()])
  }

  // Written by the command operators use (docs/deploying.md), with the default time-out unless
  // `options` set one: its `main`, in this process (a Node start per deploy cost a CPU-second on a
  // busy machine; scripts/write-config.test.ts starts the command itself).
  const writeConfig = (options: Readonly<Record<string, string>> = {}) => {
    const status = writeConfigMain([
      ...['--out', path.join(dist, 'config.json'), '--api-base-url', backend.origin],
      '--allow-http',
      // The report pages' host, as the rendered CSP's frame-src names it (issue 26, R1), and
      // the portal's own origin, which it may never be (issue 43, N9).
      ...['--reports', reports.origin, '--portal-origin', portalUrl],
      ...Object.entries(options).flat(),
    ])
    if (status !== 0) throw new Error('scripts/write-config.mjs refused the settings')
  }

  const prefix = path.join(own, 'nginx')
  const config = path.join(own, 'nginx.conf')
  const renderConfig = ({
    api = backend.origin,
    cspReport,
  }: {
    api?: string
    cspReport?: string
  }) =>
    writeFileSync(
      config,
      renderNginx({
        root: dist,
        serverName: '127.0.0.1',
        listen: `127.0.0.1:${portalPort}`,
        api,
        reports: [reports.origin],
        cspReport,
        // The backend and the report pages are plain HTTP on loopback.
        allowHttp: true,
        prefix,
        // Workers read the build inside the checkout: as root they would otherwise run as nobody.
        user: process.getuid?.() === 0 ? 'root' : undefined,
        allowRootUser: true,
      }),
    )

  try {
    writeConfig()
    renderConfig({})
    const log = openSync(path.join(own, 'nginx.log'), 'a')
    const server = spawn(nginxBinary, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', log, log],
    })
    nginx = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(
          new Error(`Cannot start ${nginxBinary} (apt-get install -y nginx): ${error.message}`),
        ),
      )
      server.once('spawn', () => resolve())
    })
    const exitedEarly = new Promise<never>((_, reject) =>
      server.once('exit', (code) =>
        reject(new Error(`nginx stopped (exit ${code}); see ${path.join(own, 'nginx.log')}`)),
      ),
    )
    exitedEarly.catch(() => {}) // It also exits, as asked, at teardown.
    await Promise.race([waitFor(portalUrl), exitedEarly])
  } catch (error) {
    await stopAll()
    throw error
  }

  return {
    portalUrl,
    apiOrigin: backend.origin,
    reportOrigin: reports.origin,
    distDir: dist,
    configure: writeConfig,
    backend,
    async reconfigureServer(changes) {
      renderConfig(changes)
      const master = nginx?.pid ?? 0
      const oldWorkers = workersOf(master)
      nginx?.kill('SIGHUP')
      // nginx starts new workers with the new configuration; the old ones finish what they
      // serve and go. Until they have, a browser's kept-alive connection may still reach one.
      await waitUntil(
        () => workersOf(master).every((pid) => !oldWorkers.includes(pid)),
        'nginx kept its old workers after a reload',
      )
      const expected = `connect-src 'self' ${changes.api ?? backend.origin}`
      await waitFor(portalUrl, (response) => {
        const csp = response.headers.get('content-security-policy') ?? ''
        return csp.includes(expected) && csp.includes('report-uri') === Boolean(changes.cspReport)
      })
    },
    stop: stopAll,
  }
}
