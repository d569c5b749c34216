#!/usr/bin/env node
// `npm test`: every check the project has, then one closing line `N passed, N failed` (each
// Vitest test counts once; each other check counts as one test).
//
// The checks that read the code (types, lint, format), then the unit tests, run one after
// another while the main Vitest run plays the stories and the end-to-end files: much of its time
// is spent waiting on browsers and the portal's own timers, and the 2-core machine has room for
// one of them then. Their output is printed when they finish. At the end,
// the table of parts that README's Tests section shows: what each proves, its tests, their time.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const results = 'test-results'
// A report left by an earlier run must never be counted as this run's.
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
  // The visual project plays every story in one browser: each Screens and Components story once,
  // with its screenshots in both themes, and the route stories; the storybook project, which would
  // play them again, is left out (vite.config.ts).
  PORTAL_STORIES_PLAYED_BY_VISUAL: '1',
}

/** A Vitest run of `projects`, reporting to `report` as well as to the terminal. */
function vitest(name, projects, report) {
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      `--project=${projects}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/${report}`,
    ],
    report,
    counts: () => {
      const json = JSON.parse(readFileSync(`${results}/${report}`, 'utf8'))
      return { passed: json.numPassedTests, failed: json.numFailedTests }
    },
  }
}

// The unit tests are many short files: in the main run they queued behind the end-to-end files
// for the node workers and ended it 10 s late; here they run beside it, after the format check.
const checks = [
  { name: 'type check', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  vitest('unit tests', 'unit*', 'vitest-unit.json'),
]
const tests = vitest('story and end-to-end tests', '!unit*', 'vitest.json')

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
// One check at a time: Vitest's own start (browsers, bundling the stories) needs the other core.
const checked = (async () => {
  const done = []
  for (const check of checks) done.push(await run(check, { quiet: true }))
  return done
})()
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

/**
 * The parts of the run as README's Tests section lists them. A Vitest part is known by its
 * files' paths (vite.config.ts, `projects`), and within the visual project's files by its tests'
 * outer describe (stories/visual/shares.ts); its time is the sum of its tests' times, which
 * overlap with the other parts', so the total is the only wall-clock figure.
 */
const parts = [
  { name: 'type check', proves: 'the code compiles, strictly typed' },
  { name: 'lint', proves: 'the rules of the house: layers, no import cycles, hooks' },
  { name: 'format', proves: 'every file as Prettier writes it' },
  {
    name: 'unit',
    files: /^(src|scripts|stories\/visual)\/.*\.test\.ts$/,
    proves: 'rules, clients, scripts (Node)',
  },
  {
    name: 'unit-dom',
    files: /^src\/.*\.test\.tsx$/,
    proves: 'hooks, the auth context (happy-dom)',
  },
  {
    name: 'stories',
    files: /^stories\/visual\/.*\.test\.tsx$/,
    suite: 'route stories',
    proves: 'the route stories and user flows, in light: play and accessibility check',
  },
  {
    name: 'visual',
    files: /^stories\/visual\/.*\.test\.tsx$/,
    suite: (title) => title !== 'route stories',
    proves: 'each Screens and Components story played once: axe, screenshots in light and dark',
  },
  {
    name: 'e2e',
    files: /^e2e\/[^/]+\.e2e\.ts$/,
    proves: 'the production build behind nginx: journeys, faults, deployment, budget',
  },
  {
    name: 'browsers',
    files: /^e2e\/engines\//,
    proves: 'the journeys in Firefox ESR and WebKitGTK (desktop, phone), Chromium (phone)',
  },
  { name: 'e2e-timing', files: /^e2e\/timing\//, proves: 'sign-in, report and scale timings' },
]

/** Seconds, one decimal. */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function partRows() {
  const files = [tests, checks.at(-1)].flatMap(({ report }) => {
    try {
      return JSON.parse(readFileSync(`${results}/${report}`, 'utf8')).testResults
    } catch {
      return [] // The runner died before writing its report: its parts show no tests.
    }
  })
  return parts.map((part) => {
    const check = outcomes.find((outcome) => outcome.step.name === part.name)
    if (check) return { ...part, tests: check.ok ? '1 ✓' : '1 ✗', time: seconds(check.ms) }
    const own = files.filter((file) => part.files.test(path.relative(process.cwd(), file.name)))
    const inSuite = typeof part.suite === 'string' ? (title) => title === part.suite : part.suite
    const tests = own
      .flatMap((file) => file.assertionResults)
      .filter((test) => !inSuite || inSuite(test.ancestorTitles[0]))
    const failures = tests.filter((test) => test.status === 'failed').length
    const ms = tests.reduce((sum, test) => sum + (test.duration ?? 0), 0)
    return {
      ...part,
      tests: `${tests.length}${failures ? ` (${failures} ✗)` : ''}`,
      time: seconds(ms),
    }
  })
}

console.log(
  '\nThe parts of the run (README, Tests). A Vitest part’s time is its tests’ time added up:',
)
console.log('the parts run side by side, so only the total is the time you waited.')
for (const row of partRows()) {
  console.log(
    `  ${row.name.padEnd(11)} ${row.tests.padStart(10)} ${row.time.padStart(8)}  ${row.proves}`,
  )
}
console.log(
  `  ${'total'.padEnd(11)} ${''.padStart(10)} ${seconds(performance.now() - started).padStart(8)}`,
)

const failedSteps = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.step.name)
const summary = `${passed} passed, ${failed} failed`
writeFileSync(`${results}/summary.txt`, `${summary}\n`)
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`)
console.log(`\n${summary}`)
process.exit(failedSteps.length > 0 ? 1 : 0)
