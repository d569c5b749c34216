import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { renderNginx } from '../scripts/render-nginx.mjs'
import { startBackend, startStatic } from './servers'

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string
    apiOrigin: string
    reportOrigin: string
  }
}

const work = path.resolve('test-results/e2e')
const dist = path.join(work, 'dist')
/**
 * The deployed portal's request time-out in this run (config.json): the shortest the settings
 * allow (src/domain/deploySettings.mjs), so faults are quick.
 */
export const requestTimeoutMs = 1000

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

/** Debian installs nginx in /usr/sbin, which a non-root PATH often lacks. */
const nginxBinary =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

/**
 * The portal as clients get it: the production build, with its backend host set at deploy time
 * in config.json, served by nginx with the repository's configuration; the contract handlers over
 * HTTP as the backend; the demo report pages on a second origin, so frames are cross-origin.
 * Whatever fails on the way, everything started is stopped again.
 */
export default async function setup({ provide }: TestProject) {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })

  // Built once with a placeholder host; config.json points the same build at the real backend.
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test, which would build development React: build what clients get.
      NODE_ENV: 'production',
      VITE_API_BASE_URL: 'https://build-time-host.invalid',
      VITE_DEMO_BACKEND: '',
    },
  })
  if (build.status !== 0) throw new Error('The production build for the end-to-end tests failed')
  // Development React (its jsxDEV) would make every timing here measure the wrong thing.
  const assets = path.join(dist, 'assets')
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    if (readFileSync(path.join(assets, file), 'utf8').includes('jsxDEV')) {
      throw new Error(`The end-to-end build holds development React (${file})`)
    }
  }

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

  try {
    // Written by the command operators use (README, Deploying). A 1 s time-out keeps the fault
    // matrix's "no answer in time" cells short.
    const written = spawnSync(
      process.execPath,
      [
        'scripts/write-config.mjs',
        ...['--out', path.join(dist, 'config.json'), '--api-base-url', backend.origin],
        ...['--request-timeout-ms', String(requestTimeoutMs)],
      ],
      { stdio: 'inherit' },
    )
    if (written.status !== 0) throw new Error('scripts/write-config.mjs refused the settings')
    const prefix = path.join(work, 'nginx')
    const config = path.join(work, 'nginx.conf')
    writeFileSync(
      config,
      renderNginx({
        root: dist,
        listen: `127.0.0.1:${portalPort}`,
        api: backend.origin,
        reports: [reports.origin],
        // The backend and the report pages are plain HTTP on loopback.
        allowHttp: true,
        prefix,
        // Workers read the build inside the checkout: as root they would otherwise run as nobody.
        user: process.getuid?.() === 0 ? 'root' : undefined,
      }),
    )
    const log = openSync(path.join(work, 'nginx.log'), 'a')
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
        reject(new Error(`nginx stopped (exit ${code}); see test-results/e2e/nginx.log`)),
      ),
    )
    exitedEarly.catch(() => {}) // It also exits, as asked, at teardown.
    await Promise.race([waitFor(portalUrl), exitedEarly])
  } catch (error) {
    await stopAll()
    throw error
  }

  provide('portalUrl', portalUrl)
  provide('apiOrigin', backend.origin)
  provide('reportOrigin', reports.origin)
  return stopAll
}
