import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Running } from '../contract/serve'
import { demoUser } from '../src/mocks/fixtures'
import { loadContract } from '../contract/contract.mjs'
import { checkNames, main, parseArguments, runProbe, usage } from './check-backend.mjs'
import {
  faults,
  portalOrigin,
  probeTokens,
  startProbeBackend,
  type FaultName,
} from './check-backend.faults'

/**
 * The backend probe (`npm run check-backend`) against the contract's own handlers over HTTP, where
 * every check passes, and against backends with one fault planted each, where the check named for
 * the fault fails, and only it.
 *
 * The backends run in this process, on the test's clock: `Date` alone is faked, and it stands
 * still while the probe runs and moves on only when the probe waits (its `sleep`). A token's
 * minute (scripts/check-backend.faults.ts) and the contract's 30-s sign-in delay take no real
 * time, and no verdict depends on how fast the machine runs the probe. One probe at a time: a
 * probe's wait moves the clock for every backend.
 */
const account = { email: demoUser.email, password: demoUser.password }
/** Read once for every run here (the command reads it itself). */
const contract = loadContract()

function onTheTestsClock() {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterAll(() => {
    vi.useRealTimers()
  })
}

/** The probe's waits: on the test's clock, they move it on at once. */
const sleep = async (ms: number) => {
  vi.advanceTimersByTime(ms)
}

/** A connection closed before any answer, as Node's fetch reports it. */
const connectionReset = () =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  })

interface ProbeRun {
  readonly origin?: string | null
  /** After the first token each check gets, the clock jumps past its life. */
  readonly stallAfterSignIn?: boolean
  /** In place of the network: given the real fetch and a request, the answer. */
  readonly network?: (send: typeof fetch, url: string, init?: RequestInit) => Promise<Response>
}

async function probe(
  backend: Running,
  { origin = portalOrigin, stallAfterSignIn = false, network }: ProbeRun = {},
) {
  const lines: string[] = []
  let stalled = false
  const doFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const response = await (network ? network(fetch, url, init) : fetch(input, init))
    if (stallAfterSignIn && !stalled && url.endsWith('/api/auth/login') && response.ok) {
      // A machine (or network) so slow that the token ends before the check's next call.
      stalled = true
      vi.advanceTimersByTime(probeTokens.tokenLifetimeMs + 1000)
    }
    return response
  }
  const summary = await runProbe(
    { api: backend.origin, ...account, origin, tryLockout: true, allowHttp: true },
    {
      print: (line) => {
        lines.push(line)
        stalled = false
      },
      fetch: doFetch as typeof fetch,
      sleep,
      contract,
    },
  )
  return { ...summary, lines }
}

const outcomes = (results: readonly { name: string; outcome: string }[]) =>
  Object.fromEntries(results.map(({ name, outcome }) => [name, outcome]))

/** The probe never prints the password or a token, not even in what came back. */
function expectNoSecret(lines: readonly string[]) {
  const printed = lines.join('\n')
  expect(printed).not.toContain(account.password)
  expect(printed).not.toMatch(/eyJ[\w-]+\.[\w-]+/)
}

const failedNames = (results: readonly { name: string; outcome: string }[]) =>
  results.filter((result) => result.outcome === 'fail').map(({ name }) => name)

// A probe takes about 0.3 s of CPU alone, with no real wait: the limits only end a hang.
describe('the probe against the contract', { timeout: 120_000 }, () => {
  onTheTestsClock()
  // The lock-out checks leave this address locked out of a backend: each test has its own.
  const backends: Running[] = []
  const fresh = async () => {
    backends.push(await startProbeBackend())
    return backends.at(-1)!
  }
  afterAll(() => Promise.all(backends.map((backend) => backend.close())))

  it('passes every check, one line each, and ends with the counts', async () => {
    const { results, passed, failed, skipped, lines } = await probe(await fresh())
    expect(outcomes(results)).toEqual(Object.fromEntries(checkNames.map((name) => [name, 'pass'])))
    expect({ passed, failed, skipped }).toEqual({
      passed: checkNames.length,
      failed: 0,
      skipped: 0,
    })
    expect(lines).toHaveLength(checkNames.length + 1)
    expect(lines.at(-1)).toBe(`${checkNames.length} passed, 0 failed`)
    expectNoSecret(lines)
  })

  it('skips, saying why, what needs --origin or --try-lockout', async () => {
    const lines: string[] = []
    const { results, failed } = await runProbe(
      { api: (await fresh()).origin, ...account, allowHttp: true },
      { print: (line) => lines.push(line), sleep, contract },
    )
    expect(failed).toBe(0)
    const skipped = results.filter((result) => result.outcome === 'skip').map(({ name }) => name)
    expect(skipped).toEqual([
      'cors-portal-origin',
      'sign-in-delay-per-email',
      'sign-in-lockout-per-source',
    ])
    expect(lines).toContain(
      'skip  sign-in-lockout-per-source: it locks this address out of sign-in for 15 minutes: run with --try-lockout',
    )
    expect(lines.at(-1)).toBe(`${checkNames.length - 3} passed, 0 failed`)
  })

  it('reaches the same verdicts when each check’s first token ends before its next call', async () => {
    const { results, lines } = await probe(await fresh(), { stallAfterSignIn: true })
    expect(failedNames(results), lines.join('\n')).toEqual([])
    expect(lines.at(-1)).toBe(`${checkNames.length} passed, 0 failed`)
  })

  it('says it cannot tell, rather than fail, when its wrong passwords come further apart than the delay', async () => {
    const { results, lines } = await probe(await fresh(), {
      network: (send, url, init) => {
        // Each wrong password 31 s after the last: the contract's 30-s delay is over each time.
        if (url.endsWith('/api/auth/login') && String(init?.body).includes('-not"')) {
          vi.advanceTimersByTime(31_000)
        }
        return send(url, init)
      },
    })
    expect(failedNames(results), lines.join('\n')).toEqual([])
    expect(lines).toContain(
      "skip  sign-in-delay-per-email: the last two wrong passwords took 62 s, longer than the contract's first delay (30 s): too slow to tell whether the backend slows sign-in down",
    )
  })

  it('sends a request once more when its connection closed before any answer, as a browser does', async () => {
    const backend = await fresh()
    let calls = 0
    // Every request's first try finds its connection closed; the forgot-password's every try.
    const { results, lines } = await probe(backend, {
      network: (send, url, init) => {
        calls++
        const closed = calls % 2 === 1 || url.endsWith('/api/forgot-password')
        return closed ? Promise.reject(connectionReset()) : send(url, init)
      },
    })
    expect(failedNames(results), lines.join('\n')).toEqual(['forgot-password'])
    expect(lines).toContain(
      'FAIL  forgot-password: POST /api/forgot-password: no answer (ECONNRESET)',
    )
  })
})

// One probe a test, one after another (a probe's wait moves the clock for every backend).
describe('the probe against a broken backend', { timeout: 120_000 }, () => {
  onTheTestsClock()
  const names = Object.keys(faults) as FaultName[]

  it.each(names)('catches a backend that %s, by name', async (name) => {
    const backend = await startProbeBackend(name)
    try {
      const run = await probe(backend)
      const failedChecks = run.results.filter((result) => result.outcome === 'fail')
      expect(failedNames(run.results), run.lines.join('\n')).toEqual([faults[name].caughtBy])
      // The line says what came back.
      expect(run.lines).toContain(`FAIL  ${faults[name].caughtBy}: ${failedChecks[0]?.detail}`)
      expect(run.lines.at(-1)).toBe(`${run.passed} passed, 1 failed`)
      // Nothing else is skipped but what the fault took away (an advertiser to ask about).
      expect(run.passed + run.skipped).toBe(checkNames.length - 1)
      expectNoSecret(run.lines)
    } finally {
      await backend.close()
    }
  })

  // What a slow probe would miss: a token that ends before the call after its logout is refused
  // by a backend that keeps logged-out tokens alive too.
  it('catches a backend that keeps a token alive after its logout when each check’s first token ends before its next call', async () => {
    const name = 'keeps a token alive after its logout'
    const backend = await startProbeBackend(name)
    try {
      const { results, lines } = await probe(backend, { stallAfterSignIn: true })
      expect(failedNames(results), lines.join('\n')).toEqual([faults[name].caughtBy])
    } finally {
      await backend.close()
    }
  })
})

describe('the command', () => {
  it('refuses a plain http: backend unless --allow-http', () => {
    const args = ['--email', account.email]
    const env = { CHECK_BACKEND_PASSWORD: account.password }
    expect(() => parseArguments(['--api', 'http://api.example.test', ...args], env)).toThrow(
      /plain http:/,
    )
    expect(
      parseArguments(['--api', 'http://127.0.0.1:9', ...args, '--allow-http'], env),
    ).toMatchObject({
      api: 'http://127.0.0.1:9',
      allowHttp: true,
    })
    expect(parseArguments(['--api=https://api.example.test/', ...args], env)).toMatchObject({
      api: 'https://api.example.test',
      tryLockout: false,
    })
  })

  it('takes the password from CHECK_BACKEND_PASSWORD, and says what is missing', () => {
    const argv = ['--api', 'https://api.example.test', '--email', account.email]
    const env = { CHECK_BACKEND_PASSWORD: 'from-env' }
    expect(parseArguments(argv, env).password).toBe('from-env')
    expect(() => parseArguments(argv, {})).toThrow('no password: set CHECK_BACKEND_PASSWORD')
    expect(() => parseArguments(argv.slice(0, 2), env)).toThrow('--email is required')
    expect(() => parseArguments([...argv, '--lockout'], env)).toThrow('unknown option --lockout')
  })

  const args = (backend: Running) => [
    ...['--api', backend.origin, '--email', account.email, '--allow-http'],
  ]
  /** Where the command finds the password (scripts/check-backend.secrets.test.ts: stdin too). */
  const env = { CHECK_BACKEND_PASSWORD: account.password }

  // In this process, on the real clock: the backends' tokens live the demo's eight hours, and the
  // probe skips the expired-token check (it waits at most five minutes) rather than wait. About
  // 0.3 s of CPU and no real wait: the limit, as the probes' above, only ends a hang.
  it(
    'exits 0 when all pass, 2 when it is used wrongly, printing no password',
    { timeout: 120_000 },
    async () => {
      const good = await startProbeBackend(undefined, {})
      try {
        const lines: string[] = []
        const print = (line: string) => lines.push(line)
        expect(
          await main(args(good), env, { print, error: print, contract }),
          lines.join('\n'),
        ).toBe(0)
        expect(lines).toContainEqual(
          expect.stringMatching(/^skip {2}expired-token: tokens live 28800 s; /),
        )
        expect(lines.at(-1)).toBe(`${checkNames.length - 4} passed, 0 failed`)
        const wrong: string[] = []
        const used = {
          print: (line: string) => wrong.push(line),
          error: (line: string) => wrong.push(line),
        }
        expect(await main(args(good).slice(0, -1), env, used)).toBe(2)
        expect(wrong).toEqual([expect.stringContaining(usage)])
        expect(wrong[0]).toMatch(/^check-backend: --api is plain http: /)
        for (const printed of [...lines, ...wrong]) expect(printed).not.toContain(account.password)
      } finally {
        await good.close()
      }
    },
  )

  /**
   * Runs the command as a deployer would, the password piped in; resolves with its exit status
   * and output.
   */
  function command(args: string[]): Promise<{ status: number | null; output: string }> {
    const child = spawn(process.execPath, ['scripts/check-backend.mjs', ...args], {
      env: { PATH: process.env.PATH ?? '' },
      timeout: 110_000, // Stopped, rather than left behind, if it outlasts its test's limit.
    })
    child.stdin.end(`${account.password}\n`)
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })))
  }

  // The one start of the real command, as a deployer runs it (`npm run check-backend`): what
  // `main` alone cannot prove is that `node scripts/check-backend.mjs` reads its command line and
  // the password from its standard input, loads the contract itself, probes over the network on the real clock and exits with main's
  // status. A Node process of its own: about a second of CPU alone, seconds on a busy machine;
  // the limit only ends a hang.
  it(
    'is the command: it exits 1 on a failure, saying which check failed',
    { timeout: 120_000 },
    async () => {
      const broken = await startProbeBackend('answers CORS for any origin', {})
      try {
        const failing = await command([...args(broken), '--password-stdin'])
        expect(failing.status, failing.output).toBe(1)
        expect(failing.output).toMatch(/^FAIL {2}cors-other-origin: /m)
        expect(failing.output.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 1 failed$/)
        expect(failing.output).not.toContain(account.password)
      } finally {
        await broken.close()
      }
    },
  )
})
