import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import tseslint from 'typescript-eslint'
import { noImportCycle } from './scripts/eslint-import-cycles.js'

/**
 * The layers of src (README, Layout), from the bottom up: what each may import, and why. Lint
 * turns every other import between them into an error that says which layer may not import which.
 * Production code never imports src/mocks; stories and tests may.
 */
export const layers = {
  domain: { may: [], why: 'it holds pure rules and imports nothing else of the portal' },
  storage: { may: ['domain'], why: 'it is the browser storage and nothing more' },
  api: { may: ['domain'], why: 'it knows the backend and the models, not the session or the UI' },
  auth: { may: ['domain', 'storage', 'api'], why: 'the session never reaches up into the UI' },
  components: { may: ['domain'], why: 'shared pieces take props and call back' },
  screens: {
    may: ['domain', 'components'],
    why: 'screens are presentational: everything comes in as props, everything goes out as callbacks',
  },
  app: {
    may: ['domain', 'storage', 'api', 'auth', 'components', 'screens'],
    why: 'the app composes the layers; demo data reaches it only through the demo entry point',
  },
}

const folders = [...Object.keys(layers), 'mocks']

/** `no-restricted-imports` patterns for one layer; `withMocks` for its stories and tests. */
function layerPatterns(layer, { withMocks }) {
  const { may, why } = layers[layer]
  const banned = folders.filter(
    (folder) => folder !== layer && !may.includes(folder) && !(withMocks && folder === 'mocks'),
  )
  const patterns = banned.map((folder) => ({
    regex: `^(\\.\\./)+${folder}(/|$)`,
    message: `src/${layer} may not import from src/${folder}: ${why}.`,
  }))
  if (layer === 'screens') {
    patterns.push({
      regex: '^\\.\\./(?!\\.\\.)',
      message:
        'A screen may not import from another screen: shared pieces and their types belong in src/components.',
    })
  }
  return patterns
}

/**
 * The same patterns for what `no-restricted-imports` does not see: `import('…')` in code and
 * `import('…')` in a type. (A selector's regex may not contain a slash, so it is written \x2F.)
 */
function dynamicImportSelectors(patterns) {
  return patterns.flatMap(({ regex, message }) => {
    const value = `/${regex.replaceAll('/', '\\x2F')}/`
    return [
      { selector: `ImportExpression[source.value=${value}]`, message },
      { selector: `TSImportType[source.value=${value}]`, message },
    ]
  })
}

/** Packages a layer's code may not import at all, and why; `withMocks` for its stories and tests. */
function bannedPackages(layer, { withMocks }) {
  if (layer === 'domain') {
    return ['react', 'react-dom', 'react-router-dom'].map((name) => ({
      name,
      message: `src/domain may not import ${name}: ${layers.domain.why}.`,
    }))
  }
  // A story may still wire a memory router around a component, to show Back at work.
  if ((layer === 'components' || layer === 'screens') && !withMocks) {
    return [
      {
        name: 'react-router-dom',
        message: `src/${layer} links and navigates through components/Link (usePortalNavigation), which the app backs with its router (src/app/navigation.tsx).`,
      },
    ]
  }
  return []
}

function layerRules(layer, withMocks) {
  const paths = bannedPackages(layer, { withMocks })
  const patterns = layerPatterns(layer, { withMocks })
  return {
    'no-restricted-imports': ['error', { paths, patterns }],
    'no-restricted-syntax': ['error', ...dynamicImportSelectors(patterns)],
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'test-results',
      // Mutation testing's sandbox and reports (stryker.config.mjs).
      '.stryker-tmp',
      'reports',
      'src/mocks/static/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser } },
    plugins: { portal: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      // No module imports itself back through others (scripts/eslint-import-cycles.js).
      'portal/no-import-cycle': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...Object.keys(layers).flatMap((layer) => [
    { files: [`src/${layer}/**`], rules: layerRules(layer, false) },
    {
      files: [`src/${layer}/**/*.stories.tsx`, `src/${layer}/**/*.test.{ts,tsx}`],
      rules: layerRules(layer, true),
    },
  ]),
  {
    files: [
      'scripts/**',
      'e2e/**',
      'contract/**',
      'vite.config.ts',
      'eslint.config.js',
      'src/mocks/static/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Command-line scripts, the end-to-end run and the demo report pages report on the console.
    rules: { 'no-console': 'off' },
  },
)
