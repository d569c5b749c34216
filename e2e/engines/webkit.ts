import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import WebDriver, { ELEMENT_KEY } from 'webdriver'
import { freePort, hangMs, poll, processes, readProc, waitUntil } from '../system'
import type { Engine, Found, InPage, Key, Size, Tab } from './engine'

/**
 * WebKitGTK (Safari's engine): WebKitWebDriver drives its MiniBrowser on a virtual display (Xvfb),
 * through the `webdriver` package (WebdriverIO's W3C client; 9.x, as 10.x needs Node 22), which
 * is given the driver's port so that it never starts or downloads one. From Debian's
 * `webkit2gtk-driver` and `xvfb` (README, On a fresh machine); WEBKIT_DRIVER_PATH and
 * MINIBROWSER_PATH name others.
 */
const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const triplet = `${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`
const miniBrowser = process.env.MINIBROWSER_PATH ?? `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`

const keys: Record<Key, string> = { Escape: '\uE00C' }
const [control, backspace] = ['\uE009', '\uE003']

/**
 * MiniBrowser's toolbar would keep the window 447 px wide at least: its GTK widgets are shrunk
 * (the page is drawn as before), so a 390-px phone fits. GTK's animations off (settings.ini) is
 * what WebKitGTK reports as reduced motion, as the other engines' journeys ask for.
 */
const gtkCss =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }'

/**
 * A MiniBrowser listens for its driver in well under a second. One of a clean-clone run's did
 * not within 30 s, and the next one, on the same port, started as usual: so one that has not
 * after 30 s (far above any start measured) is described and started again, once.
 */
const browserStartMs = 30_000

/**
 * Records uncaught errors and console errors in the page: WebKitWebDriver has no log to read. Put
 * in after each new document, so what a page logs while it loads is not seen (docs/testing.md).
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

/**
 * Runs `command` in a process group of its own behind a shell that stops the group when its
 * input closes (`stop`, or this process dying however it dies): nothing is ever left behind. Its
 * output is read (`'pipe'`), written to a file (a descriptor), or dropped: an unread pipe fills.
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
    { detached: true, stdio: ['pipe', output, output === 'pipe' ? 'ignore' : output], env },
  )
}

/** Stops `child`'s group: its shell asked first (3 s of grace, no verdict), then the rest killed. */
async function stop(child: ChildProcess) {
  if (child.pid === undefined) return
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit')
    child.stdin?.end()
    await Promise.race([exited, delay(3000)])
  }
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // The group has ended.
  }
}

/** Whether a socket listens on 127.0.0.1:`port` (read from /proc, without connecting to it). */
function listening(port: number) {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  return readProc('net/tcp')
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
    let number = ''
    display.stdout!.once('data', (data) => (number = String(data).trim()))
    await poll(() => number !== '' || display.exitCode !== null)
    if (!/^\d+$/.test(number)) throw new Error('Xvfb did not start a display (README, Set-up)')
    const [port, inspectorPort] = [await freePort(), await freePort()]
    // Each session's browser is started here, its inspector on a port nothing else can be given
    // (freePort), and the driver connects to it there (`--target`). The driver's own choice is a
    // port it lets go before the browser listens: a connection of a busy run took it in between,
    // and the driver waited for the browser for ever.
    const driver = guarded(
      driverPath,
      [`--port=${port}`, `--target=127.0.0.1:${inspectorPort}`],
      process.env,
    )
    children.push(driver)
    // As WebKitWebDriver would start it: automation on, overlay scrollbars (the driver's
    // default). A browser of its own per session: sessions in one browser would share storage.
    const browserEnv = {
      ...process.env,
      XDG_CONFIG_HOME: settings,
      DISPLAY: `:${number}`,
      WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspectorPort}`,
      GTK_OVERLAY_SCROLLING: '1',
    }
    async function startBrowser() {
      for (let attempt = 1; ; attempt++) {
        const log = path.join(logs, `minibrowser-${(started += 1)}.log`)
        const browser = guarded(miniBrowser, ['--automation'], browserEnv, openSync(log, 'w'))
        const up = () => listening(inspectorPort) && browser.exitCode === null
        if ((await poll(() => up() || browser.exitCode !== null, browserStartMs)) && up()) {
          return browser
        }
        const group = processes().filter((process) => process.group === browser.pid)
        const described = group.map(({ name, pid, state }) => {
          return `${name} ${pid} (${state}, ${readProc(`${pid}/wchan`) || 'running'})`
        })
        const why =
          browser.exitCode === null
            ? `did not listen on 127.0.0.1:${inspectorPort} within ${browserStartMs} ms: ${described.join(', ')}`
            : `exited (${browser.exitCode}) before it listened on 127.0.0.1:${inspectorPort}`
        await stop(browser)
        const output = readFileSync(log, 'utf8').trim().split('\n').slice(-15).join('\n')
        const message = `MiniBrowser ${why}. Its output (${log}):\n${output || 'none'}`
        if (attempt === 2) throw new Error(`${message}\n(README, Set-up)`)
        console.warn(`${message}\nStarting it again.`)
      }
    }
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/status`)
        .then((response) => response.json() as Promise<{ value: { ready: boolean } }>)
        .then(
          ({ value }) => value.ready,
          () => driver.exitCode !== null,
        )
    if (!(await poll(ready)) || driver.exitCode !== null) {
      throw new Error(`${driverPath} did not start`)
    }
    return {
      name: 'webkit',
      async open(size) {
        const browser = await startBrowser()
        children.push(browser)
        // Gone before the next session's browser listens on the same port.
        const closeBrowser = async () => {
          await stop(browser)
          if (children.includes(browser)) children.splice(children.indexOf(browser), 1)
        }
        return openSession(port, size, closeBrowser).catch(async (error: unknown) => {
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

/** A new WebDriver session in the MiniBrowser just started; `closeBrowser` stops that browser. */
async function openSession(
  port: number,
  size: Size,
  closeBrowser: () => Promise<void>,
): Promise<Tab> {
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port,
    capabilities: {},
    logLevel: 'warn',
    // One try per command, and a driver that never answers fails the step that asked, by name,
    // after `hangMs` (longer than any command takes on a busy machine, a new window included).
    connectionRetryCount: 0,
    connectionRetryTimeout: hangMs,
  })
  const run = <R>(body: string, args: unknown[] = []) =>
    client.executeScript(body, args as object[]) as Promise<R>
  const call = <A, R>(fn: InPage<A, R>, arg: A) =>
    run<R>(`return (${fn.toString()}).call(null, arguments[0])`, [arg])
  const id = (found: Found) => (found.ref as Record<string, string>)[ELEMENT_KEY]

  const problems: string[] = []
  /** Takes what the page recorded, and hooks the page if it is a new one. */
  async function collect() {
    const seen = await call(() => {
      const recorded = (window as unknown as { portalProblems?: string[] }).portalProblems
      return recorded ? recorded.splice(0) : null
    }, null).catch(() => [])
    problems.push(...(seen ?? []))
    if (seen === null) await call(errorHook, null).catch(() => undefined)
  }
  /**
   * First scrolled to the middle of the window, as a user scrolls before a tap: WebKitWebDriver
   * scrolls an element only to the window's edge, under the sticky header.
   */
  async function tap(found: Found) {
    await run("arguments[0].scrollIntoView({ block: 'center' })", [found.ref])
    await client.elementClick(id(found))
  }
  async function keyStrokes(...values: string[]) {
    const actions = [
      ...values.map((value) => ({ type: 'keyDown', value })),
      ...values.reverse().map((value) => ({ type: 'keyUp', value })),
    ]
    await client.performActions([{ type: 'key', id: 'keys', actions }])
  }

  // The window's size, toolbar included, for the page to get `size`: set, then measured again
  // until the page has seen the new size.
  let window = { width: size.width, height: size.height }
  const sized = await poll(async () => {
    const rect = await client.setWindowRect(null, null, window.width, window.height)
    const [inner, outer] = await call(
      () => [
        [innerWidth, innerHeight],
        [outerWidth, outerHeight],
      ],
      null,
    )
    if (inner[0] === size.width && inner[1] === size.height) return true
    if (outer[0] === rect.width && outer[1] === rect.height) {
      window = {
        width: size.width + outer[0] - inner[0],
        height: size.height + outer[1] - inner[1],
      }
    }
    return false
  })
  if (!sized) throw new Error(`The MiniBrowser window did not reach ${size.width}×${size.height}`)
  let handles = await client.getWindowHandles()

  return {
    async goto(url) {
      await collect()
      await client.navigateTo(url)
      await collect()
    },
    async run(fn, arg) {
      await collect()
      return call(fn, arg)
    },
    inject: async (source) => void (await run(`${source}\nreturn null`)),
    async find(fn, arg) {
      await collect()
      const found = await call(fn, arg)
      return found ? { ref: found } : null
    },
    click: tap,
    type: (found, text) => client.elementSendKeys(id(found), text),
    async clear(found) {
      await tap(found)
      await keyStrokes(control, 'a')
      await keyStrokes(backspace)
    },
    // WebDriver chooses an option by clicking it; an element travels as an argument of its own.
    async select(found, label) {
      const option = await run<unknown>(
        'const [select, wanted] = arguments; return [...select.options].find((item) => item.label === wanted) ?? null',
        [found.ref, label],
      )
      if (!option) throw new Error(`No option labelled ${label}`)
      await tap({ ref: option })
    },
    press: (key) => keyStrokes(keys[key]),
    async openedTabs() {
      const [own] = handles
      const urls: string[] = []
      for (const handle of (await client.getWindowHandles()).filter((h) => !handles.includes(h))) {
        await client.switchToWindow(handle)
        // A new tab is about:blank, complete, before the address it opens arrives.
        await waitUntil(
          () => run('return location.href !== "about:blank" && document.readyState === "complete"'),
          'The new tab did not load',
        )
        urls.push(await client.getUrl())
        await client.closeWindow()
      }
      await client.switchToWindow(own)
      handles = [own]
      return urls
    },
    async problems() {
      await collect()
      return problems
    },
    async close() {
      await collect()
      await client.deleteSession().catch(() => undefined)
      await closeBrowser()
    },
  }
}
