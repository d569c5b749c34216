import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import {
  mkdtempSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hangMs } from '../browser'
import { freePort } from '../deploy'
import type { Engine, Found, InPage, Key, Size, Tab } from './engine'

/**
 * WebKitGTK (Safari's engine) through its WebDriver, WebKitWebDriver, which drives WebKitGTK's
 * MiniBrowser on a virtual display (Xvfb). WebDriver classic over `fetch`, a few commands: a
 * client library would bring a hundred packages for them. From Debian's `webkit2gtk-driver` and
 * `xvfb` (README, On a fresh machine); WEBKIT_DRIVER_PATH and MINIBROWSER_PATH name others.
 */
const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
/** Debian's multiarch folder: x86_64-linux-gnu, aarch64-linux-gnu. */
const triplet = `${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`
const miniBrowser = process.env.MINIBROWSER_PATH ?? `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`

/** How WebDriver names an element in JSON. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf'
const keys: Record<Key, string> = { Escape: '\uE00C' }
const control = '\uE009'
const backspace = '\uE003'

/**
 * MiniBrowser's toolbar would keep the window 447 px wide at least: its GTK widgets are shrunk
 * (the page is drawn as before), so a 390-px phone fits. GTK's animations off (settings.ini) is
 * what WebKitGTK reports as reduced motion, as the other engines' journeys ask for.
 */
const gtkCss =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }'

/**
 * Records uncaught errors and console errors in the page (WebKitWebDriver has no log to read).
 * Put in after each new document, so what a page logs while it loads is not seen
 * (docs/testing.md, Browsers).
 */
function errorHook() {
  const seen = window as unknown as { portalProblems?: string[] }
  if (seen.portalProblems) return
  const problems: string[] = (seen.portalProblems = [])
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.map(String).join(' ')}`)
    original(...args)
  }
  window.addEventListener('error', (event) => problems.push(`page error: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`page error: ${String(event.reason)}`),
  )
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `command` in a process group of its own behind a shell that stops the group when its
 * input closes: when `stop` closes it, or when this process dies however it dies. No browser,
 * driver or display is ever left behind. Its output is read (`'pipe'`: Xvfb's display number),
 * written to a file (`log`, a descriptor), or dropped: a pipe nobody reads fills up.
 */
function guarded(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: 'pipe' | 'ignore' | number = 'ignore',
) {
  return spawn(
    'sh',
    ['-c', '"$@" & read _; trap "" TERM; kill -TERM 0; wait', 'sh', command, ...args],
    {
      detached: true,
      stdio: ['pipe', output, output === 'pipe' ? 'ignore' : output],
      env,
    },
  )
}

/** The processes of group `group`, from /proc: pid, name and state (`Z` for a zombie). */
function processesOf(group: number) {
  return readdirSync('/proc').flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const [state = '', , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(processGroup) !== group) return []
      return [{ pid, name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), state }]
    } catch {
      return []
    }
  })
}

/** Each process of group `group`: its name, state and what it waits in (docs/testing.md, Browsers). */
function describeGroup(group: number) {
  return processesOf(group)
    .map(({ pid, name, state }) => {
      let waits = 'gone'
      try {
        waits = readFileSync(`/proc/${pid}/wchan`, 'utf8') || 'running'
      } catch {
        // It ended in between.
      }
      return `${name} ${pid} (${state}, ${waits})`
    })
    .join(', ')
}

/** The last lines of file `file`, or a word that it has none. */
function tail(file: string) {
  const lines = readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n')
  return lines ? `\n${lines}` : ' none'
}

/** Resolves when `promise` does, or after `ms` with `fallback`. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, pause(ms).then(() => fallback)])
}

/** Whether any process of group `group` is still running (not a zombie). */
function running(group: number) {
  return processesOf(group).some(({ state }) => state !== 'Z')
}

/** Stops `child`'s group: asked first, killed if it is still there after 3 s. */
async function stop(child: ChildProcess) {
  const group = child.pid
  if (group === undefined) return
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit')
    child.stdin?.end()
    await within(exited, 3000, null)
  }
  const end = Date.now() + 3000
  while (running(group)) {
    if (Date.now() > end) {
      process.kill(-group, 'SIGKILL')
      break
    }
    await pause(20)
  }
}

/** Whether a socket listens on 127.0.0.1:`port` (read from /proc, without connecting to it). */
function listening(port: number) {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .some((line) => {
      const [, address, , state] = line.trim().split(/\s+/)
      return address === local && state === '0A'
    })
}

export async function startWebKit(): Promise<Engine> {
  const settings = mkdtempSync(path.join(tmpdir(), 'portal-webkit-'))
  mkdirSync(path.join(settings, 'gtk-3.0'))
  writeFileSync(path.join(settings, 'gtk-3.0/gtk.css'), gtkCss)
  writeFileSync(
    path.join(settings, 'gtk-3.0/settings.ini'),
    '[Settings]\ngtk-enable-animations=false\n',
  )
  // Each MiniBrowser's output, for a start that goes wrong (`startBrowser`).
  const logs = path.resolve('test-results/e2e/webkit')
  mkdirSync(logs, { recursive: true })
  let started = 0
  const children: ChildProcess[] = []
  const stopAll = async () => {
    for (const child of children.reverse()) await stop(child)
    rmSync(settings, { recursive: true, force: true })
  }
  try {
    // Xvfb chooses a free display and says which on its output (-displayfd).
    const display = guarded(
      'Xvfb',
      ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
      process.env,
      'pipe',
    )
    children.push(display)
    const number = await within(
      once(display.stdout!, 'data').then(([data]) => String(data).trim()),
      10_000,
      '',
    )
    if (!/^\d+$/.test(number)) throw new Error('Xvfb did not start a display (README, Set-up)')
    const [port, inspectorPort] = [await freePort(), await freePort()]
    // The adapter starts each session's browser itself, with its inspector on a port nothing else
    // can be given (freePort), and the driver connects to it there (`--target`). The driver's own
    // choice is a port it finds free and lets go before the browser listens on it: a connection of
    // the busy run can take it in between, and the driver then waits for the browser for ever (a
    // clean-clone run's POST /session got no answer in 30 s).
    const driver = guarded(
      driverPath,
      [`--port=${port}`, `--target=127.0.0.1:${inspectorPort}`],
      process.env,
    )
    children.push(driver)
    /**
     * A MiniBrowser for one session, as WebKitWebDriver would start it: automation on, its
     * inspector on `inspectorPort`, overlay scrollbars (the driver's default), on the display.
     * A browser of its own per session: sessions in one browser would share its storage.
     */
    const browserEnv = {
      ...process.env,
      XDG_CONFIG_HOME: settings,
      DISPLAY: `:${number}`,
      WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspectorPort}`,
      GTK_OVERLAY_SCROLLING: '1',
    }
    /**
     * A MiniBrowser listening for the driver. It starts in well under a second; one of a
     * clean-clone run's did not listen within 30 s, and the next session's, on the same port,
     * started as usual. So one that has not listened after `browserStartMs` is described (its
     * processes, what they wait in, its output, kept in test-results/e2e/webkit) and started
     * again, once.
     */
    async function startBrowser() {
      for (let attempt = 1; ; attempt++) {
        const log = path.join(logs, `minibrowser-${(started += 1)}.log`)
        const browser = guarded(miniBrowser, ['--automation'], browserEnv, openSync(log, 'w'))
        const end = Date.now() + browserStartMs
        while (!listening(inspectorPort) && browser.exitCode === null && Date.now() < end) {
          await pause(20)
        }
        if (listening(inspectorPort) && browser.exitCode === null) return browser
        const why =
          browser.exitCode === null
            ? `did not listen on 127.0.0.1:${inspectorPort} within ${browserStartMs} ms: ${describeGroup(browser.pid!)}`
            : `exited (${browser.exitCode}) before it listened on 127.0.0.1:${inspectorPort}`
        await stop(browser)
        const message = `MiniBrowser ${why}. Its output (${log}):${tail(log)}`
        if (attempt === 2) throw new Error(`${message}\n(README, Set-up)`)
        console.warn(`${message}\nStarting it again.`)
      }
    }
    const base = `http://127.0.0.1:${port}`
    const ready = () =>
      fetch(`${base}/status`)
        .then((response) => response.json() as Promise<{ value: { ready: boolean } }>)
        .then(
          ({ value }) => value.ready,
          () => false,
        )
    const end = Date.now() + 10_000
    while (!(await ready())) {
      if (Date.now() > end) throw new Error(`${driverPath} did not start`)
      await pause(20)
    }
    return {
      name: 'webkit',
      async open(size) {
        const browser = await startBrowser()
        children.push(browser)
        // Gone before the next session's browser listens on the same port.
        const closeBrowser = async () => {
          await stop(browser)
          const at = children.indexOf(browser)
          if (at >= 0) children.splice(at, 1)
        }
        return openSession(base, size, closeBrowser).catch(async (error: unknown) => {
          await closeBrowser()
          throw error
        })
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** Longer than any command takes on a busy machine, opening a browser window included. */
const commandTimeoutMs = hangMs

/** Longer than a MiniBrowser takes to listen for its driver on a busy machine (under 1 s). */
const browserStartMs = 10_000

/** A new WebDriver session in the MiniBrowser just started; `closeBrowser` stops that browser. */
async function openSession(
  base: string,
  size: Size,
  closeBrowser: () => Promise<void>,
): Promise<Tab> {
  /**
   * One WebDriver command. A driver that never answers fails the step that asked, by name,
   * instead of leaving the test to its time-out without a word of where it stood.
   */
  async function command<T = unknown>(method: string, route: string, body?: object): Promise<T> {
    const what = `${method} ${route.split('/').slice(3).join('/') || route}`
    const named = (error: unknown) => {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      const why = timedOut ? `no answer within ${commandTimeoutMs} ms` : String(error)
      return new Error(`WebKitWebDriver ${what}: ${why}`, { cause: error })
    }
    let answer: { value: T & { error?: string; message?: string } }
    try {
      const response = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(commandTimeoutMs),
      })
      answer = (await response.json()) as typeof answer
    } catch (error) {
      throw named(error)
    }
    const { value } = answer
    if (value && typeof value === 'object' && value.error) {
      throw new Error(`WebKitWebDriver ${what}: ${value.error}: ${value.message}`)
    }
    return value
  }
  const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
    capabilities: { alwaysMatch: {} },
  })
  const session = `/session/${sessionId}`
  const run = <R>(body: string, args: unknown[] = []) =>
    command<R>('POST', `${session}/execute/sync`, { script: body, args })
  const call = <A, R>(fn: InPage<A, R>, arg: A) =>
    run<R>(`return (${fn.toString()}).call(null, arguments[0])`, [arg])
  const id = (found: Found) => (found.ref as Record<string, string>)[elementKey]

  const problems: string[] = []
  /** Takes what the page recorded into `problems`, and hooks the page (a new one, say). */
  async function collect() {
    const seen = await call(() => {
      const recorded = (window as unknown as { portalProblems?: string[] }).portalProblems
      return recorded ? recorded.splice(0) : null
    }, null).catch(() => [])
    problems.push(...(seen ?? []))
    if (seen === null) await call(errorHook, null).catch(() => undefined)
  }
  /**
   * A user's click. First scrolled to the middle of the window, as a user scrolls before a tap:
   * WebKitWebDriver scrolls an element only to the window's edge, under the sticky header.
   */
  async function tap(found: Found) {
    await run("arguments[0].scrollIntoView({ block: 'center' })", [found.ref])
    await command('POST', `${session}/element/${id(found)}/click`, {})
  }
  async function keyStrokes(...values: string[]) {
    const actions = [
      ...values.map((value) => ({ type: 'keyDown', value })),
      ...values.reverse().map((value) => ({ type: 'keyUp', value })),
    ]
    await command('POST', `${session}/actions`, { actions: [{ type: 'key', id: 'keys', actions }] })
  }

  // The window's size, toolbar included, for the page to get `size`.
  let window = { width: size.width, height: size.height }
  for (let tries = 0; ; tries++) {
    const rect = await command<Size>('POST', `${session}/window/rect`, window)
    const [inner, outer] = await call(
      () => [
        [innerWidth, innerHeight],
        [outerWidth, outerHeight],
      ],
      null,
    )
    if (inner[0] === size.width && inner[1] === size.height) break
    if (tries > 40)
      throw new Error(`The MiniBrowser window did not reach ${size.width}×${size.height}`)
    // Until the page has seen the new size, measure again.
    if (outer[0] === rect.width && outer[1] === rect.height) {
      window = {
        width: size.width + outer[0] - inner[0],
        height: size.height + outer[1] - inner[1],
      }
    }
    await pause(20)
  }
  let handles = await command<string[]>('GET', `${session}/window/handles`)

  return {
    async goto(url) {
      await collect()
      await command('POST', `${session}/url`, { url })
      await collect()
    },
    async run(fn, arg) {
      await collect()
      return call(fn, arg)
    },
    inject: async (source) => void (await run(`${source}\nreturn null`)),
    async find(fn, arg) {
      // Polled while a page changes: a new document is hooked as soon as it is there.
      await collect()
      const found = await call(fn, arg)
      return found ? { ref: found } : null
    },
    click: tap,
    type: async (found, text) =>
      void (await command('POST', `${session}/element/${id(found)}/value`, { text })),
    async clear(found) {
      await tap(found)
      await keyStrokes(control, 'a')
      await keyStrokes(backspace)
    },
    // WebDriver chooses an option by clicking it.
    async select(found, label) {
      // An element travels as an argument of its own, not inside an object.
      const option = await run<unknown>(
        'const [select, wanted] = arguments; return [...select.options].find((item) => item.label === wanted) ?? null',
        [found.ref, label],
      )
      if (!option) throw new Error(`No option labelled ${label}`)
      await tap({ ref: option })
    },
    press: (key) => keyStrokes(keys[key]),
    async openedTabs() {
      const now = await command<string[]>('GET', `${session}/window/handles`)
      const [own] = handles
      const urls: string[] = []
      for (const handle of now.filter((item) => !handles.includes(item))) {
        await command('POST', `${session}/window`, { handle })
        // A new tab is about:blank, complete, before the address it opens arrives.
        const end = Date.now() + 10_000
        const loaded =
          'return location.href !== "about:blank" && document.readyState === "complete"'
        while (!(await run<boolean>(loaded))) {
          if (Date.now() > end) throw new Error('The new tab did not load within 10 s')
          await pause(50)
        }
        urls.push(await command<string>('GET', `${session}/url`))
        await command('DELETE', `${session}/window`)
      }
      await command('POST', `${session}/window`, { handle: own })
      handles = [own]
      return urls
    },
    async problems() {
      await collect()
      return problems
    },
    async close() {
      await collect()
      await command('DELETE', session).catch(() => undefined)
      await closeBrowser()
    },
  }
}
