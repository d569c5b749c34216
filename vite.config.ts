import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { runtimeConfigFile } from './scripts/runtimeConfigFile.ts'
import { prerenderPublicPages } from './scripts/prerender.ts'
import { precompressBuild } from './scripts/precompress.ts'
import { preloadCode } from './scripts/preloadCode.ts'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'
import { desktop } from './.storybook/viewports.ts'
import {
  emulateForcedColours,
  emulateReducedMotion,
  fitTestPage,
  testPageSize,
} from './stories/visual/commands.ts'
import { matchScreenshot } from './stories/visual/matchScreenshot.ts'
import { unitProjects } from './scripts/unitProjects.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * Dependencies pre-bundled up front, so a clean checkout's first story run does not trip over
 * "Vite unexpectedly reloaded a test" while Vite discovers them one by one.
 */
const prebundled = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jwt-decode',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  'storybook/test',
  'storybook/viewport',
  '@storybook/react-vite',
  '@storybook/addon-a11y',
  '@storybook/addon-docs',
  '@storybook/addon-docs/blocks',
  'axe-core',
]

/**
 * Files at a time, each in its own worker (a node worker, or a tab of a project's browser): most
 * of a story's or an end-to-end file's time is spent waiting on the portal's timers, and with four
 * the 2-core machine stays busy to the end of `npm test` (docs/testing.md). One figure for every
 * project: Vitest's node workers are one pool.
 */
const maxWorkers = 4

/** Set by scripts/bench.mjs: the timed runs are a project of `npm run bench` only. */
const bench = process.env.PORTAL_BENCH === '1'

/** An end-to-end project: the built portal behind nginx (e2e/globalSetup.ts, e2e/portal.ts). */
function endToEnd(
  name: string,
  include: string[],
  options: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      environment: 'node',
      include,
      globalSetup: ['e2e/globalSetup.ts'],
      setupFiles: ['e2e/eachFile.ts'],
      // A worker runs file after file, its modules (Playwright, the contract handlers) loaded once:
      // starting one cost about 1.3 CPU-s a file. What a file holds is its own (e2e/portal.ts).
      isolate: false,
      maxWorkers,
      // Far above the slowest test measured: a step waits for what the user would see, never a
      // fixed time, and this limit only ends one that hangs. A phone journey that took 14 s alone
      // passed 120 s in full runs that shared the 2 cores with other sessions' runs.
      testTimeout: 300_000,
      hookTimeout: 300_000,
      // Polls for what a user would see; the limit only ends a hang, as testTimeout does.
      expect: { poll: { timeout: 60_000 } },
      ...options,
    },
  }
}

export default defineConfig(({ mode }) => ({
  // The build also writes /login and /forgot-password as HTML (scripts/prerender.ts), then a
  // gzip and a Brotli of every text file for nginx to send as they are (scripts/precompress.ts).
  // index.html names the app's and the signed-in pages' code (scripts/preloadCode.ts).
  plugins: [
    react(),
    runtimeConfigFile(),
    preloadCode({ appModule: '/src/app/renderPortal.tsx' }),
    prerenderPublicPages(),
    // The service worker (src/serviceWorker/sw.ts, docs/deploying.md, On the client's device), with
    // the list of the build's files to store: after the prerender has written its pages (this
    // plugin's closeBundle runs once the earlier ones have finished), before the precompress step.
    VitePWA({
      // The demo keeps its mock backend's worker alone; main.tsx registers none there either.
      disable: mode === 'demo',
      strategies: 'injectManifest',
      srcDir: 'src/serviceWorker',
      filename: 'sw.ts',
      // renderPortal.tsx registers it (serviceWorker/portalUpdate.ts); write-config writes the
      // manifest.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The hashed code, styles, icons and the typeface's Latin files; never the pages (the
        // worker stores them itself, with their headers, and asks for them again on each visit:
        // sw.ts), config.json (written at deploy time) or the compressed copies. The Cyrillic,
        // Greek and Vietnamese files (80 kB) come from the server when a page has such letters,
        // as before: offline, those letters take the system font.
        globPatterns: ['**/*.{js,css,svg,png}', 'assets/inter-latin-*.woff2'],
        // The build's hashed names change with their content: no revision to add.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    precompressBuild(),
  ],
  // The demo backend's worker script and report pages are served only in demo mode, so a
  // production build ships none of them.
  publicDir: mode === 'demo' ? 'src/mocks/static' : false,
  optimizeDeps: { include: prebundled },
  build: {
    // The oldest browsers the portal supports (docs/testing.md, Browsers: light-dark(), and :has()
    // in Firefox, set the floor). The target governs syntax only; features are checked by hand.
    target: ['chrome123', 'edge123', 'firefox121', 'safari17.5'],
    // Every browser the portal supports (docs/decisions.md: the dark theme's floor) has
    // modulepreload; the polyfill would only add to /login's first download.
    modulePreload: { polyfill: false },
  },
  test: {
    maxWorkers,
    // The limit of a test or hook that names none (the unit projects'; the others set their own):
    // it only ends a hang. The slowest such unit test took 0.4 s beside a story run (2026-11-29),
    // and Vitest's 5-s default had a busy machine's speed decide. A test that starts processes
    // names its own (scripts/*.test.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      ...unitProjects,
      {
        // Storybook's own runner (@storybook/addon-vitest), as Storybook's test panel runs it, and
        // the screenshot checks (stories/visual/setup.ts; docs/testing.md, Visual baselines).
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            // A story that names no viewport plays at the designers' desktop, as its baselines
            // were taken (Vitest's own default is 1200 × 900).
            initialGlobals: desktop,
          }),
        ],
        test: {
          name: 'storybook',
          globalSetup: ['stories/visual/globalSetup.ts'],
          setupFiles: ['stories/visual/setup.ts'],
          // A tab runs one story file after another without reloading Storybook and the mock
          // service worker: every story renders afresh and resets its handlers and storage.
          isolate: false,
          // A play may wait out the portal's own timers (a report's loader holds for 5.5 s). The
          // limit only ends a hang: stories that take 2 s alone passed 30 s on a machine running
          // other work beside the tests (a CI machine's neighbours).
          testTimeout: 120_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Room for the largest story viewport, so the test frame is never scaled down; and
              // reduced motion: a spinner left turning is a page drawn 60 times a second by a CPU
              // with other tests to run (the portal stills its animations when asked, global.css).
              contextOptions: { viewport: testPageSize, reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            // Stories show the page's own host (a report's address): one fixed port keeps the
            // baselines the same on every run.
            api: { port: 63315, strictPort: true },
            commands: { emulateForcedColours, emulateReducedMotion, fitTestPage, matchScreenshot },
            screenshotFailures: false,
          },
        },
      },
      {
        // Every Docs page of the built Storybook (storybook-static: `npm test` builds it first).
        test: {
          name: 'docs',
          environment: 'node',
          include: ['e2e/storybook/*.e2e.ts'],
          // The limits only end a hang (e2e/storybook/docsPages.e2e.ts).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      endToEnd('e2e', ['e2e/*.e2e.ts']),
      // The `webdriver` package's log says each command; a failed one's error says it too.
      endToEnd('browsers', ['e2e/engines/*.e2e.ts'], { env: { WDIO_LOG_LEVEL: 'silent' } }),
      // The timed runs (`npm run bench`), one file at a time so each measures the portal alone.
      ...(bench
        ? [
            endToEnd('bench', ['e2e/timing/*.e2e.ts'], {
              fileParallelism: false,
              sequence: { groupOrder: 1 },
            }),
          ]
        : []),
    ],
  },
}))
