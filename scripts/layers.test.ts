// @vitest-environment node
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The layer rules of eslint.config.js (README, Layout), shown failing on wrong imports and
 * passing on right ones. Each case lints a file that does not exist, at the path given.
 */
let eslint: ESLint

// The first lint loads the parser and every plugin: seconds on a busy machine, so it is done
// here, with time to spare, and not inside the first case's five seconds.
beforeAll(async () => {
  eslint = new ESLint()
  await eslint.lintText('export {}\n', { filePath: 'src/domain/warmUp.ts' })
}, 60_000)

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message)
}

describe('the layer rules', () => {
  it.each([
    [
      'src/screens/Probe/Probe.tsx',
      "import '../../api/client'",
      'src/screens may not import from src/api',
    ],
    [
      'src/screens/Probe/Probe.tsx',
      "import '../../app/settings'",
      'src/screens may not import from src/app',
    ],
    [
      'src/screens/Probe/Probe.tsx',
      "import '../../auth/AuthContext'",
      'src/screens may not import from src/auth',
    ],
    [
      'src/screens/Probe/Probe.tsx',
      "import '../Login'",
      'A screen may not import from another screen',
    ],
    [
      'src/components/Probe/Probe.tsx',
      "import '../../screens/Login'",
      'src/components may not import from src/screens',
    ],
    [
      'src/components/Probe/Probe.tsx',
      "import '../../storage/browserStorage'",
      'src/components may not import from src/storage',
    ],
    ['src/domain/probe.ts', "import '../api/types'", 'src/domain may not import from src/api'],
    [
      'src/components/Probe/Probe.tsx',
      "import { Link } from 'react-router-dom'",
      'src/components links and navigates through components/Link',
    ],
    [
      'src/screens/Probe/Probe.tsx',
      "import { useNavigate } from 'react-router-dom'",
      'src/screens links and navigates through components/Link',
    ],
    ['src/domain/probe.ts', "import 'react'", 'src/domain may not import react'],
    ['src/api/probe.ts', "import '../auth/credentials'", 'src/api may not import from src/auth'],
    ['src/auth/probe.ts', "import '../app/settings'", 'src/auth may not import from src/app'],
    [
      'src/auth/probe.ts',
      "import '../components/Link'",
      'src/auth may not import from src/components',
    ],
    [
      'src/storage/probe.ts',
      "import '../auth/credentials'",
      'src/storage may not import from src/auth',
    ],
    ['src/app/probe.ts', "import '../mocks/fixtures'", 'src/app may not import from src/mocks'],
    // Imports that load later or name only a type are held to the same layers.
    [
      'src/screens/Probe/Probe.tsx',
      "export const load = () => import('../../api/auth')",
      'src/screens may not import from src/api',
    ],
    [
      'src/screens/Probe/Probe.tsx',
      "export const load = () => import('../Login')",
      'A screen may not import from another screen',
    ],
    [
      'src/components/Probe/Probe.tsx',
      "export type Auth = typeof import('../../auth/AuthContext')",
      'src/components may not import from src/auth',
    ],
    [
      'src/app/probe.ts',
      "export const demo = () => import('../mocks/browser')",
      'src/app may not import from src/mocks',
    ],
  ])('refuses in %s: %s', async (filePath, source, message) => {
    expect(await importErrors(filePath, source)).toEqual([expect.stringContaining(message)])
  })

  it.each([
    ['src/screens/Probe/Probe.tsx', "import '../../components/Button'"],
    ['src/screens/Probe/Probe.tsx', "import '../../domain/messages'"],
    ['src/screens/Probe/Probe.tsx', "import './Part'"],
    ['src/screens/Probe/Probe.stories.tsx', "import '../../mocks/fixtures'"],
    ['src/auth/probe.test.ts', "import '../mocks/token'"],
    ['src/app/probe.ts', "import '../storage/browserStorage'"],
    ['src/auth/probe.ts', "import '../storage/browserStorage'"],
    ['src/app/probe.ts', "export const load = () => import('../screens/Login')"],
    ['src/app/probe.ts', "import { useNavigate } from 'react-router-dom'"],
    ['src/components/Probe/Probe.stories.tsx', "import { MemoryRouter } from 'react-router-dom'"],
  ])('allows in %s: %s', async (filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([])
  })
})

/** What the import-cycle rule says about `source` linted as `filePath` (a file of the project). */
async function cycleErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'portal/no-import-cycle')
    .map((message) => message.message)
}

describe('the import-cycle rule (scripts/eslint-import-cycles.js)', () => {
  // App.tsx imports settingsContext.ts: it importing App.tsx back closes a circle.
  it.each([
    "import { App } from './App'\nexport const app = App\n",
    "export const load = () => import('./App')\n",
    "export { App } from './App'\n",
  ])('refuses an import that leads back: %s', async (source) => {
    expect(await cycleErrors('src/app/settingsContext.ts', source)).toEqual([
      expect.stringContaining(
        'Import cycle: src/app/settingsContext.ts → src/app/App.tsx → src/app/settingsContext.ts',
      ),
    ])
  })

  it('names every file of a longer circle', async () => {
    // routes.tsx → routes/LoginRoute.tsx → hooks/useWrite.ts: useWrite importing the table back.
    const [message] = await cycleErrors('src/app/hooks/useWrite.ts', "import '../routes'\n")
    expect(message).toContain('src/app/hooks/useWrite.ts → src/app/routes.tsx → ')
    expect(message).toMatch(/→ src\/app\/hooks\/useWrite\.ts\./)
  })

  it.each([
    "import type { App } from './App'\nexport type Props = typeof App\n",
    "import { loadPublicPage } from './PublicApp'\nexport const load = loadPublicPage\n",
  ])('allows an import that does not lead back: %s', async (source) => {
    expect(await cycleErrors('src/app/settings.ts', source)).toEqual([])
  })
})
