// @ts-check
// Mutation testing (docs/testing.md, Mutation testing): `npm run test:mutation`, not part of
// `npm test`. Each mutant of the rules' folders is run against the unit tests that reach it.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The unit projects alone: the runner cannot pick projects of vite.config.ts by name.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Vitest does not type-check, and a test compares src/api/generated with the contract to the
  // letter: no `// @ts-nocheck` added to the sandbox's files.
  disableTypeChecks: false,
  mutate: [
    'src/{domain,storage,api,auth}/**/*.{ts,tsx,mjs}',
    // The data path's rules, which issue 54 moved from src/api into the routes' loaders and
    // actions: still under the score.
    'src/app/{advertiserList,pageReads,reads,serverSettings,settings,visit,writes}.ts',
    'src/app/hooks/{usePageRead,useWrite}.ts',
    '!src/**/*.test.*',
    '!src/**/*.d.mts',
    '!src/api/generated/**',
  ],
  // The sandbox is a copy of the checkout: not the builds, reports or caches.
  ignorePatterns: ['dist', 'dist-*', 'storybook-static', 'test-results', 'coverage', '.vite'],
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
}
