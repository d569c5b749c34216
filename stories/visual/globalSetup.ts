// Before the visual project runs: which browser build and typeface this machine has, against the
// ones the baselines were taken with (baselines/environment.json). A difference is said once here,
// in one line, and again by any screenshot that then fails; `--update` records this machine's.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { chromiumPath } from '../../scripts/chromium'
import { environmentDifference, type Environment } from './environment'

const recordFile = path.resolve('stories/visual/baselines/environment.json')

function currentEnvironment(): Environment {
  const typeface = createRequire(import.meta.url)('@fontsource-variable/inter/package.json') as {
    name: string
    version: string
  }
  return {
    // The build and the binary: the headless shell and the full browser of one build lay text
    // out differently.
    browser: `${execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()} (${path.basename(chromiumPath)})`,
    typeface: `${typeface.name} ${typeface.version}`,
  }
}

export default function setup(project: TestProject) {
  const current = currentEnvironment()
  const updating = project.vitest.config.snapshotOptions.updateSnapshot === 'all'
  if (updating) {
    writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`)
  }
  const recorded = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, 'utf8')) as Environment)
    : null
  const difference = environmentDifference({ recorded, current })
  if (difference) console.warn(`Visual baselines: ${difference}`)
  project.provide('visualEnvironment', { recorded, current, updating })
}
