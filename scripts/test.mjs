#!/usr/bin/env node
// `npm test` (README, Tests): the code checks and every Vitest project but the bench, then the
// table of parts and one closing line `N passed, N failed`, also written to
// test-results/summary.txt for .ci/run; JUnit reports under test-results/junit/. `--quick [ref]`
// (`npm run test:quick`): the type check, lint of the changed files, and Vitest's `--changed`
// (the unit tests and the stories under src/ that import a file changed since `ref`).
//
// The code checks and the unit tests run one after another beside the story and end-to-end run:
// that run spends much of its time waiting on browsers and the portal's own timers.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const quick = process.argv.includes('--quick')
const since = quick ? (process.argv[process.argv.indexOf('--quick') + 1] ?? 'HEAD') : ''
const results = 'test-results'
// A report left by an earlier run must never be counted as this run's; nor an earlier Storybook
// build, whose Docs pages the docs part would open if this run's build failed.
rmSync(results, { recursive: true, force: true })
if (!quick) rmSync('storybook-static', { recursive: true, force: true })
mkdirSync(results, { recursive: true })

/** What each part proves, in the order of the table. */
const proves = {
  'type check': 'the code compiles, strictly typed',
  lint: 'the rules of the house: layers, no import cycles, hooks',
  format: 'every file as Prettier writes it',
  unit: quick
    ? 'the unit tests that import a changed file'
    : 'rules, the API client, the scripts (Node)',
  'unit-dom': 'hooks and the session, rendered (happy-dom)',
  'storybook build': 'Storybook builds: every story, MDX and docs page (storybook build --test)',
  docs: 'every Docs page of that build draws each story, no dialog over it, no error, axe',
  storybook: quick
    ? 'the stories under src/ that import a changed file: play, axe, screenshots'
    : 'every story: play and axe (@storybook/addon-vitest); screens: screenshots light and dark',
  e2e: 'the production build behind nginx: journeys, deployment, build, budget',
  browsers: 'the journeys in Firefox ESR and WebKitGTK (desktop, phone)',
}

/** A Vitest run of `projects`: counted by scripts/testParts.mjs, reported in JUnit as `name`. */
const vitest = (name, projects, args = []) => ({
  name,
  projects,
  command: ['npx', 'vitest', 'run', ...projects.map((project) => `--project=${project}`)]
    .concat(args, ['--reporter=default', '--reporter=./scripts/testParts.mjs'])
    .concat(['--reporter=junit', `--outputFile.junit=${results}/junit/${name}.xml`]),
})

/** The files changed since `since` (or new) that lint reads. */
function changedCode() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n')
  const changed = [
    ...git('diff', '--name-only', since),
    ...git('ls-files', '-o', '--exclude-standard'),
  ]
  return [...new Set(changed)].filter((file) => /\.[cm]?[jt]sx?$/.test(file) && existsSync(file))
}

const lintFiles = quick ? changedCode() : ['.']
const lint = ['npx', 'eslint', '--max-warnings', '0', '--no-warn-ignored', ...lintFiles]
const storybookBuild = ['npx', 'storybook', 'build', '--test', '--quiet', '--output-dir']
const beside = [
  { name: 'type check', command: ['npm', 'run', '--silent', 'typecheck'] },
  // With no file named, ESLint would read every file.
  ...(lintFiles.length > 0 ? [{ name: 'lint', command: lint }] : []),
  ...(quick
    ? []
    : [
        { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
        // A build plugin of the portal's broke it unseen twice; the docs part opens this build.
        { name: 'storybook build', command: storybookBuild.concat('storybook-static') },
        // A Vitest run of the docs' own cost 5 CPU-s more, in starting Vitest alone.
        vitest('unit-and-docs', ['unit', 'unit-dom', 'docs']),
      ]),
]
// Quick: Vitest's filters keep the tests in these folders (not the app's stories, under stories/).
const main = quick
  ? vitest('changed', ['unit', 'unit-dom', 'storybook'], ['--changed', since, '--passWithNoTests'])
  : vitest('stories-and-e2e', ['storybook', 'e2e', 'browsers'])
if (quick) main.command.push('src/', 'scripts/', 'stories/support/', 'stories/visual/')

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
}

/** Runs one step; `quiet` keeps its output until it ends. */
async function run(step, { quiet }) {
  const started = performance.now()
  const child = spawn(step.command[0], step.command.slice(1), {
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  const [status] = await once(child, 'close')
  return { step, ok: status === 0, ms: performance.now() - started, output }
}

const started = performance.now()
console.log(`▶ ${beside.map((step) => step.name).join(', ')}: beside the run below`)
console.log(`\n▶ ${main.command.join(' ')}`)
const besideDone = (async () => {
  const done = []
  for (const step of beside) done.push(await run(step, { quiet: true }))
  return done
})()
const outcomes = [await run(main, { quiet: false }), ...(await besideDone)]
for (const { step, output } of outcomes.slice(1)) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  process.stdout.write(Buffer.concat(output))
}

/** A Vitest project's tests from scripts/testParts.mjs; a check counts as one test. */
const parts = new Map()
const partsDir = `${results}/parts`
for (const file of existsSync(partsDir) ? readdirSync(partsDir) : []) {
  parts.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(`${partsDir}/${file}`, 'utf8')))
}
for (const { step, ok, ms } of outcomes) {
  if (!step.projects) parts.set(step.name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms })
  // A run that failed without a failed test (it crashed, an error outside any test) still failed.
  else if (!ok && step.projects.every((name) => !parts.get(name)?.failed)) {
    const part = parts.get(step.projects[0]) ?? { passed: 0, failed: 0, ms: 0 }
    parts.set(step.projects[0], { ...part, failed: part.failed + 1 })
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log('\nThe parts (README, Tests). A Vitest part’s time is its tests’ times added up:')
console.log('the parts run side by side, so only the total is the time you waited.')
let passed = 0
let failed = 0
for (const [name, what] of Object.entries(proves)) {
  const part = parts.get(name)
  if (!part) continue
  passed += part.passed
  failed += part.failed
  const tests = `${part.passed + part.failed}${part.failed ? ` (${part.failed} ✗)` : ''}`
  console.log(`  ${name.padEnd(15)} ${tests.padStart(10)} ${seconds(part.ms).padStart(8)}  ${what}`)
}
console.log(`  ${'total'.padEnd(26)} ${seconds(performance.now() - started).padStart(8)}`)

const failedSteps = outcomes.filter(({ ok }) => !ok).map(({ step }) => step.name)
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`)
// Named again here, where a CI log's last lines show them, with their error's first line.
for (const [name, part] of parts)
  for (const failure of part.failures ?? []) console.log(`  ✗ ${name}: ${failure}`)
const summary = `${passed} passed, ${failed} failed`
writeFileSync(`${results}/summary.txt`, `${summary}\n`)
console.log(`\n${summary}`)
process.exit(failedSteps.length > 0 ? 1 : 0)
