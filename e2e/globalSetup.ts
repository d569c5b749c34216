import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium, type BrowserServer } from 'playwright'
import type { TestProject } from 'vitest/node'
import { chromiumArgs, chromiumPath } from '../scripts/chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build every end-to-end file deploys a copy of (e2e/portal.ts). */
    builtDir: string
    /** The one Chromium every end-to-end file connects to (e2e/browser.ts, `launch`). */
    browserEndpoint: string
  }
}

const work = path.resolve('test-results/e2e')
const build = path.join(work, 'build')

/** Once per run: every project's setup runs in Vitest's main process and shares this promise. */
function buildOnce(): Promise<void> {
  const shared = globalThis as { portalBuilt?: Promise<void> }
  shared.portalBuilt ??= buildPortal()
  return shared.portalBuilt
}

async function buildPortal() {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  // A placeholder host: each deployment's config.json points the build at its backend.
  const built = spawn('npx', ['vite', 'build', '--outDir', build, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test, which would build development React: build what clients get.
      NODE_ENV: 'production',
      VITE_API_BASE_URL: 'https://build-time-host.invalid',
      VITE_DEMO_BACKEND: '',
    },
  })
  const [status] = await once(built, 'exit')
  if (status !== 0) throw new Error('The production build for the end-to-end tests failed')
  // Development React (its jsxDEV) would make every timing here measure the wrong thing.
  const assets = path.join(build, 'assets')
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  if (scripts.length === 0) throw new Error(`The end-to-end build has no scripts in ${assets}`)
  for (const file of scripts) {
    if (readFileSync(path.join(assets, file), 'utf8').includes('jsxDEV')) {
      throw new Error(`The end-to-end build holds development React (${file})`)
    }
  }
}

/**
 * One Chromium for the whole run: each file opens its own contexts in it (as isolated from each
 * other as separate browsers), and no file pays for starting a browser.
 */
function browserOnce(): Promise<BrowserServer> {
  const shared = globalThis as { portalBrowser?: Promise<BrowserServer> }
  shared.portalBrowser ??= chromium.launchServer({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  return shared.portalBrowser
}

export default async function setup({ provide }: TestProject) {
  const [browser] = await Promise.all([browserOnce(), buildOnce()])
  provide('builtDir', build)
  provide('browserEndpoint', browser.wsEndpoint())
  // Every project's teardown runs at the end of the run; the first one stops the browser.
  return () => browser.close()
}
