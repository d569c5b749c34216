import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderNginx } from '../scripts/render-nginx.mjs'
import { main as writeConfigMain } from '../scripts/write-config.mjs'
import { startBackend, startStatic } from './servers'
import { freePort, processes, waitUntil } from './system'

const work = path.resolve('test-results/e2e')

/** Debian installs nginx in /usr/sbin, which a non-root PATH often lacks. */
const nginxBinary =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

/** Whether `url` answers as `ready` says (by default: OK). */
export const answers =
  (url: string, ready = (response: Response) => response.ok, init?: RequestInit) =>
  () =>
    fetch(url, init).then(ready, () => false /* Not listening yet. */)

export async function stopNginx(server: ChildProcess | null) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return
  const exited = once(server, 'exit')
  server.kill('SIGQUIT')
  await exited
}

/**
 * nginx in the foreground with `config` (its output in `log`), resolved once `ready` says yes.
 * If it stops first, or never gets ready, it is stopped and the failure says where its log is.
 */
export async function startNginx(
  prefix: string,
  config: string,
  log: string,
  ready: () => Promise<boolean>,
) {
  const output = openSync(log, 'a')
  const server = spawn(nginxBinary, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', output, output],
  })
  try {
    await once(server, 'spawn').catch((error: Error) => {
      throw new Error(`Cannot start ${nginxBinary} (apt-get install -y nginx): ${error.message}`)
    })
    const stopped = once(server, 'exit').then(([code]) => {
      throw new Error(`nginx stopped (exit ${String(code)}); see ${log}`)
    })
    stopped.catch(() => {}) // It also exits, as asked, at the end.
    await Promise.race([waitUntil(ready, `nginx (${config}) did not answer`, 100), stopped])
    return server
  } catch (error) {
    await stopNginx(server)
    throw error
  }
}

export type Deployed = Awaited<ReturnType<typeof deployPortal>>

/**
 * The portal as clients get it, for one end-to-end file (e2e/portal.ts): the production build
 * with its backend set in config.json, served by nginx with the repository's configuration; the
 * contract handlers over HTTP as the backend; the demo report pages on a second origin, so frames
 * are cross-origin. Whatever fails on the way, everything started is stopped again.
 */
export async function deployPortal(built: string) {
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
    await stopNginx(nginx)
    await Promise.all([backend.close(), reports.close()])
  }

  // config.json with `options` of scripts/write-config.mjs added, as an operator changes a setting
  // (`{ '--request-timeout-ms': '2000' }`). Its `main` in this process: a Node start per deploy
  // cost a CPU-second on a busy machine (scripts/write-config.test.ts starts the command).
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
    nginx = await startNginx(prefix, config, path.join(own, 'nginx.log'), answers(portalUrl))
  } catch (error) {
    await stopAll()
    throw error
  }
  const master = nginx.pid
  const workers = () => processes().flatMap(({ pid, parent }) => (parent === master ? [pid] : []))

  return {
    portalUrl,
    apiOrigin: backend.origin,
    reportOrigin: reports.origin,
    distDir: dist,
    configure: writeConfig,
    backend,
    /**
     * Renders nginx's configuration again with `changes` and reloads it, as an operator does
     * (docs/deploying.md, Serve), until it answers so. `{}` goes back to the first.
     */
    async reconfigureServer(changes: { api?: string; cspReport?: string }) {
      renderConfig(changes)
      const oldWorkers = workers()
      nginx?.kill('SIGHUP')
      // nginx starts new workers with the new configuration; the old ones finish what they
      // serve and go. Until they have, a browser's kept-alive connection may still reach one.
      await waitUntil(
        () => workers().every((pid) => !oldWorkers.includes(pid)),
        'nginx kept its old workers after a reload',
      )
      const expected = `connect-src 'self' ${changes.api ?? backend.origin}`
      const updated = (response: Response) => {
        const csp = response.headers.get('content-security-policy') ?? ''
        return csp.includes(expected) && csp.includes('report-uri') === Boolean(changes.cspReport)
      }
      await waitUntil(answers(portalUrl, updated), `${portalUrl} kept its old configuration`, 100)
    },
    stop: stopAll,
  }
}
