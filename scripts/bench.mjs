#!/usr/bin/env node
// `npm run bench [-- --check]`: the timed runs (e2e/timing), alone, against the production build
// behind nginx, then each figure against its budget (README, Tests). Speed is measured here, not
// asserted by `npm test`: on a busy machine a figure moves with the machine. It exits non-zero when
// a timed run could not measure (the portal did not do what is timed), and, with --check, when a
// figure is over its budget. ../shared/bench measures sign-in against the floor app and a report
// link in round trips.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const check = process.argv.includes('--check')
const figuresFile = 'test-results/bench/figures.jsonl'
rmSync(figuresFile, { force: true })

// PORTAL_BENCH adds the bench project to the configuration (vite.config.ts): never in `npm test`.
const run = spawnSync('npx', ['vitest', 'run', '--project=bench'], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_BENCH: '1' },
})

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : []

console.log('\nThe bench (budgets from README, Tests):')
let over = 0
for (const { name, ms, budget } of figures) {
  const line = `  ${name}: ${Math.round(ms)} ms`
  if (budget === undefined || budget === null) {
    console.log(line)
    continue
  }
  const within = ms < budget
  if (!within) over += 1
  console.log(`${line.padEnd(80)} budget ${budget} ms${within ? '' : ': OVER'}`)
}

const budgeted = figures.filter((entry) => entry.budget != null).length
console.log(`\n${budgeted - over} of ${budgeted} figures within their budgets.`)
if (run.status !== 0) {
  console.log('A timed run failed (above): its figures are missing.')
  process.exit(1)
}
if (check && over > 0) process.exit(1)
