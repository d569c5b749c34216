#!/usr/bin/env node
// `npm test`: every check the project has, then one closing line `N passed, N failed` (each
// Vitest test counts once; each other check counts as one test).
//
// The checks that read the code (types, lint, format, the production build check) run while
// Vitest runs: much of Vitest's time is spent waiting on browsers and the portal's own timers,
// and the 2-core machine has room for them then. Their output is printed when they finish.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const results = 'test-results'
// A report left by an earlier run must never be counted as this run's.
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
}

const checks = [
  { name: 'type check', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'production build check', command: ['node', 'scripts/check-build.mjs'] },
]
const tests = {
  name: 'unit, story and end-to-end tests',
  command: [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}/vitest.json`,
  ],
  counts: () => {
    const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'))
    return { passed: report.numPassedTests, failed: report.numFailedTests }
  },
}

/** Runs one step; `quiet` keeps its output until it ends. Resolves with its status and time. */
function run(step, { quiet }) {
  const started = performance.now()
  const child = spawn(step.command[0], step.command.slice(1), {
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.once('close', (status) =>
      resolve({ step, ok: status === 0, ms: performance.now() - started, output }),
    )
  })
}

const started = performance.now()
console.log(`▶ ${checks.map((check) => check.name).join(', ')}: alongside the tests`)
console.log(`\n▶ ${tests.name}: ${tests.command.join(' ')}`)
const checked = Promise.all(checks.map((check) => run(check, { quiet: true })))
const tested = await run(tests, { quiet: false })
const outcomes = [...(await checked), tested]

let passed = 0
let failed = 0
for (const { step, ok, output } of outcomes) {
  if (step !== tests) {
    console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
    process.stdout.write(Buffer.concat(output))
  }
  let counts
  try {
    counts = step.counts?.() ?? null
  } catch {
    counts = null // The runner died before writing its report.
  }
  if (counts) {
    passed += counts.passed
    failed += counts.failed
    // A runner that crashed without reporting a failure still failed.
    if (!ok && counts.failed === 0) failed += 1
  } else if (ok) {
    passed += 1
  } else {
    failed += 1
  }
}

/** Seconds, one decimal. */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log('\nTime per part (the checks ran alongside the tests):')
for (const { step, ms } of outcomes) console.log(`  ${step.name.padEnd(34)} ${seconds(ms)}`)
console.log(`  ${'total'.padEnd(34)} ${seconds(performance.now() - started)}`)

const failedSteps = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.step.name)
const summary = `${passed} passed, ${failed} failed`
writeFileSync(`${results}/summary.txt`, `${summary}\n`)
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`)
console.log(`\n${summary}`)
process.exit(failedSteps.length > 0 ? 1 : 0)
