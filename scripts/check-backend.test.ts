import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Running } from '../contract/serve'
import { demoUser } from '../src/mocks/fixtures'
import { loadContract } from '../contract/contract.mjs'
import { checkNames, parseArguments, runProbe, usage } from './check-backend.mjs'
import { faults, portalOrigin, startProbeBackend, type FaultName } from './check-backend.faults'

/**
 * The backend probe (`npm run check-backend`) against the contract's own handlers over HTTP, where
 * every check passes, and against backends with one fault planted each, where the check named for
 * the fault fails, and only it. The servers keep shorter waits than a real backend's (a token
 * lives 20 s, the first sign-in delay is 5 s: scripts/check-backend.faults.ts), so the probe's own
 * waits take seconds; the faulty backends are probed side by side.
 */
const account = { email: demoUser.email, password: demoUser.password }
/** Read once for every run here (the command reads it itself). */
const contract = loadContract()

async function probe(backend: Running, { origin = portalOrigin as string | null } = {}) {
  const lines: string[] = []
  const summary = await runProbe(
    { api: backend.origin, ...account, origin, tryLockout: true, allowHttp: true },
    { print: (line) => lines.push(line), contract },
  )
  return { ...summary, lines }
}

const outcomes = (results: readonly { name: string; outcome: string }[]) =>
  Object.fromEntries(results.map(({ name, outcome }) => [name, outcome]))

// Each probe waits out a token's 20-s life and a 5-s sign-in delay, on a machine busy with the
// other tests: time to spare.
describe('the probe against the contract', { timeout: 120_000 }, () => {
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
  })

  it('skips, saying why, what needs --origin or --try-lockout', async () => {
    const lines: string[] = []
    const { results, failed } = await runProbe(
      { api: (await fresh()).origin, ...account, allowHttp: true },
      { print: (line) => lines.push(line), contract },
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
})

describe('the probe against a broken backend', { timeout: 120_000 }, () => {
  const names = Object.keys(faults) as FaultName[]
  let runs: Map<FaultName, Awaited<ReturnType<typeof probe>>>

  beforeAll(async () => {
    // Side by side: each run mostly waits, on its own server.
    const done = await Promise.all(
      names.map(async (name) => {
        const backend = await startProbeBackend(name)
        try {
          return [name, await probe(backend)] as const
        } finally {
          await backend.close()
        }
      }),
    )
    runs = new Map(done)
  }, 120_000)

  it.each(names)('catches a backend that %s, by name', (name) => {
    const run = runs.get(name)!
    const failedChecks = run.results.filter((result) => result.outcome === 'fail')
    expect(failedChecks.map((result) => result.name)).toEqual([faults[name].caughtBy])
    // The line says what came back.
    expect(run.lines).toContain(`FAIL  ${faults[name].caughtBy}: ${failedChecks[0]?.detail}`)
    expect(run.lines.at(-1)).toBe(`${run.passed} passed, 1 failed`)
    // Nothing else is skipped but what the fault took away (an advertiser to ask about).
    expect(run.passed + run.skipped).toBe(checkNames.length - 1)
  })

  it('never prints the password or a token', () => {
    const printed = [...runs.values()].flatMap((run) => run.lines).join('\n')
    expect(printed).not.toContain(account.password)
    expect(printed).not.toMatch(/eyJ[\w-]+\.[\w-]+/)
  })
})

describe('the command', () => {
  it('refuses a plain http: backend unless --allow-http', () => {
    const args = ['--email', account.email, '--password', account.password]
    expect(() => parseArguments(['--api', 'http://api.example.test', ...args])).toThrow(
      /plain http:/,
    )
    expect(parseArguments(['--api', 'http://127.0.0.1:9', ...args, '--allow-http'])).toMatchObject({
      api: 'http://127.0.0.1:9',
      allowHttp: true,
    })
    expect(parseArguments(['--api=https://api.example.test/', ...args])).toMatchObject({
      api: 'https://api.example.test',
      tryLockout: false,
    })
  })

  it('takes the password from CHECK_BACKEND_PASSWORD, and says what is missing', () => {
    const argv = ['--api', 'https://api.example.test', '--email', account.email]
    expect(parseArguments(argv, { CHECK_BACKEND_PASSWORD: 'from-env' }).password).toBe('from-env')
    expect(() => parseArguments(argv, {})).toThrow('--password is required')
    expect(() => parseArguments([...argv, '--password', 'x', '--lockout'])).toThrow(
      'unknown option --lockout',
    )
  })

  /** Runs the command as a deployer would; resolves with its exit status and output. */
  function command(args: string[]): Promise<{ status: number | null; output: string }> {
    const child = spawn(process.execPath, ['scripts/check-backend.mjs', ...args], {
      env: { PATH: process.env.PATH ?? '' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })))
  }

  // A Node process of its own that loads the contract, then probes a loopback backend: seconds
  // on a busy machine.
  it(
    'exits 1 on a failure, 0 when all pass, 2 when it is used wrongly',
    { timeout: 60_000 },
    async () => {
      const good = await startProbeBackend()
      const broken = await startProbeBackend('answers CORS for any origin')
      try {
        const args = (backend: Running) => [
          '--api',
          backend.origin,
          '--email',
          account.email,
          '--password',
          account.password,
          '--allow-http',
        ]
        const [passing, failing, http] = await Promise.all([
          command(args(good)),
          command(args(broken)),
          command(args(good).slice(0, -1)),
        ])
        expect(passing.status, passing.output).toBe(0)
        expect(passing.output.trim().split('\n').at(-1)).toBe(
          `${checkNames.length - 3} passed, 0 failed`,
        )
        expect(failing.status, failing.output).toBe(1)
        expect(failing.output).toMatch(/^FAIL {2}cors-other-origin: /m)
        expect(http.status).toBe(2)
        expect(http.output).toContain(usage)
        for (const { output } of [passing, failing, http]) {
          expect(output).not.toContain(account.password)
        }
      } finally {
        await Promise.all([good.close(), broken.close()])
      }
    },
  )
})
