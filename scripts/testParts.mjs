// A Vitest reporter for scripts/test.mjs: each project's tests passed and failed, their times and
// failures, in test-results/parts/<project>.json. A file that failed outside its tests counts as
// one more failed test, so no failure goes uncounted.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * An error's first line that says something: not blank, and not the link to the story that
 * addon-vitest puts before a story's error.
 */
export function firstLine(message) {
  const lines = String(message ?? 'failed').split('\n')
  const said = lines.find((line) => line.trim() && !/^Click to debug\b/.test(line.trim()))
  return (said ?? 'failed').trim().slice(0, 200)
}

export default class TestParts {
  onTestRunEnd(testModules) {
    const parts = {}
    for (const module of testModules) {
      // A browser project's name carries its browser: 'storybook (chromium)'.
      const name = module.project.name.replace(/ \(\w+\)$/, '')
      const part = (parts[name] ??= { passed: 0, failed: 0, ms: 0, failures: [] })
      const file = path.relative(process.cwd(), module.moduleId)
      const named = (title, errors) => `${file} > ${title}: ${firstLine(errors[0]?.message)}`
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') part.passed += 1
        if (state === 'failed') {
          part.failed += 1
          part.failures.push(named(test.fullName, test.result().errors ?? []))
        }
        part.ms += test.diagnostic()?.duration ?? 0
      }
      if (module.errors().length > 0) {
        part.failed += 1
        part.failures.push(named('(outside its tests)', module.errors()))
      }
    }
    const folder = path.resolve('test-results/parts')
    mkdirSync(folder, { recursive: true })
    for (const [name, part] of Object.entries(parts)) {
      writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(part))
    }
  }
}
