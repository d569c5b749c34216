// What the baselines' pixels come from besides the project's code: the browser build and the
// typeface, recorded in baselines/environment.json; a failed screenshot says which differs now.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromiumPath } from '../../scripts/chromium.ts'

export interface Environment {
  /** As the browser names itself, and its binary: 'Chromium 150.0.7871.100 (chromium-headless-shell)'. */
  readonly browser: string
  /** The typeface package and its version: '@fontsource-variable/inter 5.3.0'. */
  readonly typeface: string
}

const recordFile = path.resolve(import.meta.dirname, 'baselines/environment.json')

let current: Environment | undefined

export function currentEnvironment(): Environment {
  if (current) return current
  const typeface = createRequire(import.meta.url)('@fontsource-variable/inter/package.json') as {
    name: string
    version: string
  }
  current = {
    // The build and the binary: the headless shell and the full browser of one build lay text
    // out differently.
    browser: `${execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()} (${path.basename(chromiumPath)})`,
    typeface: `${typeface.name} ${typeface.version}`,
  }
  return current
}

/** With `--update`. */
export function recordEnvironment() {
  writeFileSync(recordFile, `${JSON.stringify(currentEnvironment(), null, 2)}\n`)
}

/** One sentence naming each part that differs from the recorded one, or null when none does. */
export function environmentDifference(
  recorded: Environment | null = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, 'utf8')) as Environment)
    : null,
  now: Environment = currentEnvironment(),
): string | null {
  if (!recorded) return 'No environment is recorded for the baselines (baselines/environment.json).'
  const parts = (['browser', 'typeface'] as const)
    .filter((part) => recorded[part] !== now[part])
    .map((part) => `the ${part} is ${now[part]}, the baselines were taken with ${recorded[part]}`)
  if (parts.length === 0) return null
  return (
    `This machine differs from the one the baselines were taken on: ${parts.join('; ')}. ` +
    'The pixels below may differ for that reason alone: install the recorded version ' +
    '(docs/testing.md, Visual baselines), or retake the baselines with ' +
    '`npm run test:visual -- --update` and look at every changed image before committing it.'
  )
}
