// The visual project's test files are the Screens and Components story files themselves
// (vite.config.ts): this plugin ends each with its screenshot tests, one per story, so the
// project's tabs take story files from one queue as they come free.
import path from 'node:path'
import type { Plugin } from 'vite'

const screenshotTests = path.resolve(import.meta.dirname, 'screenshotTests.ts')

/** Whether `id` is a story file the visual project captures. */
export const capturedStoryFile = (id: string) =>
  /\/src\/(components|screens)\/.+\.stories\.tsx$/.test(id.split('?')[0] ?? '')

export function screenshotStoryFiles(): Plugin {
  return {
    name: 'portal:screenshot-story-files',
    enforce: 'pre',
    transform(code, id) {
      if (!capturedStoryFile(id)) return null
      // Every exported const: screenshotTests keeps the stories among them.
      const exported = [...code.matchAll(/^export const (\w+)/gm)].map(([, name]) => name)
      const file = id.split('?')[0] ?? ''
      const from = path.relative(path.dirname(file), screenshotTests)
      return {
        code: `${code}
import { screenshotTests as __screenshotTests } from ${JSON.stringify(from)}
__screenshotTests(${JSON.stringify(file)}, { ${exported.join(', ')} })
`,
        map: null,
      }
    },
  }
}
