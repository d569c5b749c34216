// What the end-to-end harness asks of the machine: waits that only end a hang, ports, processes.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'

/**
 * How long a step may wait for what the user would see, or a server to answer: it only ends a
 * hang. A page that came in 3 s alone passed Playwright's 30-s default on a busy machine.
 */
export const hangMs = 120_000

/** Asks `check` every `everyMs` until it says yes; false if it has not after `within` ms. */
export async function poll(
  check: () => boolean | Promise<boolean>,
  within = hangMs,
  everyMs = 50,
): Promise<boolean> {
  const end = performance.now() + within
  while (!(await check())) {
    if (performance.now() > end) return false
    await delay(everyMs)
  }
  return true
}

/** `poll` for `hangMs`, failing with `hung` when `check` never says yes. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  hung: string,
  everyMs = 50,
) {
  if (!(await poll(check, hangMs, everyMs))) throw new Error(`${hung} (waited ${hangMs / 1000} s)`)
}

/** Listens on 127.0.0.1:`port` (0: any) and lets go: the port it got, or null if it was taken. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(null))
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : null))
    })
  })
}

const handedOut = new Set<number>()

/**
 * A free port for a program started next, below the range the system hands to every outgoing
 * connection (ip_local_port_range): one from that range, let go before the program listens, can
 * be taken in between by any connection of a busy run. Never handed out twice.
 */
export async function freePort(): Promise<number> {
  const range = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  const lowest = Number(range.trim().split(/\s+/)[0])
  const from = 10_000
  // A system that hands out ports from (nearly) everywhere: any free one, as it gives it.
  if (!(lowest > from + 1000)) return (await tryPort(0)) ?? 0
  for (let tries = 0; tries < 50; tries++) {
    const port = from + Math.floor(Math.random() * (lowest - from))
    if (!handedOut.has(port) && (await tryPort(port)) !== null) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`No free port between ${from} and ${lowest}`)
}

/** Reads a file of /proc; '' once its process has ended. */
export function readProc(file: string) {
  try {
    return readFileSync(`/proc/${file}`, 'utf8')
  } catch {
    return ''
  }
}

export function processes() {
  return readdirSync('/proc').flatMap((pid) => {
    const stat = /^\d+$/.test(pid) ? readProc(`${pid}/stat`) : ''
    if (!stat) return []
    const [state = '', parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    return [{ pid: Number(pid), name, state, parent: Number(parent), group: Number(group) }]
  })
}
