#!/usr/bin/env node
// `npm test`: every check the project has, one after another, then one closing line
// `N passed, N failed` (each Vitest test counts once; each other check counts as one test).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const results = 'test-results'
// A report left by an earlier run must never be counted as this run's.
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const steps = [
  { name: 'type check', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit and story tests',
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
  },
  { name: 'production build check', command: ['node', 'scripts/check-build.mjs'] },
]

let passed = 0
let failed = 0
const failedSteps = []
const times = []
const started = performance.now()
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  const stepStarted = performance.now()
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      STORYBOOK_DISABLE_TELEMETRY: '1',
      FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
    },
  })
  let counts
  try {
    counts = step.counts?.() ?? null
  } catch {
    counts = null // The runner died before writing its report.
  }
  const ok = run.status === 0
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
  if (!ok) failedSteps.push(step.name)
  times.push([step.name, performance.now() - stepStarted])
}

/** Seconds, one decimal. */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log('\nTime per part:')
for (const [name, ms] of times) console.log(`  ${name.padEnd(24)} ${seconds(ms)}`)
console.log(`  ${'total'.padEnd(24)} ${seconds(performance.now() - started)}`)

const summary = `${passed} passed, ${failed} failed`
writeFileSync(`${results}/summary.txt`, `${summary}\n`)
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`)
console.log(`\n${summary}`)
process.exit(failedSteps.length > 0 ? 1 : 0)
