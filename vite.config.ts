import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { runtimeConfigFile } from './scripts/runtimeConfigFile.ts'
import { prerenderPublicPages } from './scripts/prerender.ts'
import { precompressBuild } from './scripts/precompress.ts'
import { preloadSignedIn } from './scripts/preloadSignedIn.ts'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'
import { emulateForcedColours, fitTestPage, testPageSize } from './stories/visual/commands.ts'
import { matchScreenshot } from './stories/visual/matchScreenshot.ts'

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
 * Files at a time in the main group of projects, each in its own worker (a node worker, or a tab
 * of the project's browser): four end-to-end files and four tabs of the one story browser, as
 * most of their time is spent waiting on the portal's timers. Vitest needs one figure for every
 * project of a group, and the node workers are one pool for the group: with three, the three
 * engines' journeys held them all for the first minute, the first end-to-end file started at
 * 87 s, and the run ended with 40 s of end-to-end files alone, the CPU a quarter idle. With four,
 * the CPU stays busy to the timed runs (README, Tests).
 */
const maxWorkers = 4

/**
 * `npm test` plays every story in the visual project's one browser: the Screens and Components
 * stories once each (the play with its accessibility check, then a screenshot in each theme), the
 * route stories and flows in light. Its storybook project is then left out (scripts/test.mjs sets
 * this): a second browser and dev server for the same stories cost the 2-core machine 28 s of a run.
 * Alone (`npm run test:stories`), or from Storybook's test panel, the storybook project plays
 * every story.
 */
const storiesPlayedByVisual = process.env.PORTAL_STORIES_PLAYED_BY_VISUAL === '1'

/**
 * The order of the groups of projects (one group ends before the next starts): every project
 * side by side, then the timed runs, alone. The unit files queue behind the end-to-end files for
 * the node workers and run while the last stories play.
 */
const groups = { main: 0, timing: 1 }

/** An end-to-end project; `alone` runs it after every other project, one file at a time. */
function endToEnd(project: { name: string; include: string[]; alone?: boolean }) {
  return {
    test: {
      name: project.name,
      environment: 'node',
      include: project.include,
      globalSetup: ['e2e/globalSetup.ts'],
      // Each file's own portal, deployed before it loads (e2e/portal.ts).
      setupFiles: ['e2e/eachFile.ts'],
      // A worker runs file after file, its modules (Playwright, the contract handlers) loaded once:
      // starting one cost about 1.3 CPU-s a file. What a file holds is its own (e2e/portal.ts).
      isolate: false,
      ...(project.alone
        ? { fileParallelism: false, sequence: { groupOrder: groups.timing } }
        : { maxWorkers, sequence: { groupOrder: groups.main } }),
      // A test's own steps wait on polls of at most 10 s; a test of a file whose tests run side
      // by side (README, Tests) shares the machine with them, and on a busy run took 48 s.
      testTimeout: 120_000,
      // Polls wait on the network and a browser: a slow machine gets time.
      expect: { poll: { timeout: 10_000 } },
      hookTimeout: 120_000,
    },
  }
}

/**
 * Storybook's own runner, which plays every story (`npm run test:stories`, Storybook's test
 * panel). Left out of the run when the visual project plays them (`storiesPlayedByVisual`): an
 * empty project still started its Vite server and read every story file, 2 CPU-s of the run.
 */
function storybookProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    test: {
      name: 'storybook',
      sequence: { groupOrder: groups.main },
      // A tab runs one story file after another without reloading Storybook and the mock
      // service worker for each: half the CPU. Every story renders afresh and resets its own
      // handlers and storage, so nothing carries from one file to the next.
      isolate: false,
      // Story files mostly wait (on the portal's timers and the demo backend's delays).
      maxWorkers,
      // A route story may wait out the portal's own timers (a report's loader alone holds for
      // 5.5 s after sign-in and the dashboard's loading screen): on a 2-core machine busy with
      // the other projects that came within a second of the 15 s default, and once over it.
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
          // A spinner left turning is a page drawn 60 times a second by a CPU with other
          // tests to run; the portal stills its animations when asked (global.css).
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
        // Beside the visual project's port, never on it.
        api: { port: 63325 },
      },
    },
  }
}

export default defineConfig(({ mode }) => ({
  // The build also writes /login and /forgot-password as HTML (scripts/prerender.ts), then a
  // gzip and a Brotli of every text file for nginx to send as they are (scripts/precompress.ts).
  // index.html names the signed-in pages' code (scripts/preloadSignedIn.ts).
  plugins: [
    react(),
    runtimeConfigFile(),
    preloadSignedIn(),
    prerenderPublicPages(),
    precompressBuild(),
  ],
  // The demo backend's worker script and report pages are served only in demo mode, so a
  // production build ships none of them.
  publicDir: mode === 'demo' ? 'src/mocks/static' : false,
  optimizeDeps: { include: prebundled },
  build: {
    // The oldest browsers the portal supports (README, Browsers: light-dark(), and :has() in
    // Firefox, set the floor). The target governs syntax only; features are checked by hand.
    target: ['chrome123', 'edge123', 'firefox121', 'safari17.5'],
    // Every browser the portal supports (README, Decisions: the dark theme's floor) has
    // modulepreload; the polyfill would only add to /login's first download.
    modulePreload: { polyfill: false },
  },
  test: {
    projects: [
      // Rules, scripts and clients in Node; what renders (a .tsx test) in happy-dom, whose set-up
      // per file is most of a small test file's time.
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers,
          sequence: { groupOrder: groups.main },
          environment: 'node',
          // Plain functions with no shared state between files (a stubbed global is restored
          // after each test): one worker runs file after file without loading Vitest again.
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'stories/visual/*.test.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          // One page per worker, file after file: a fresh happy-dom and module graph for each file
          // was half the project's CPU (14 CPU-s against 8). Each test mounts its own root and
          // unmounts it, clears the storage it seeds and compares the history with where it
          // started; a file's vi.mock still reaches only that file (the files pass in any order,
          // --sequence.shuffle, in one worker).
          isolate: false,
          maxWorkers,
          sequence: { groupOrder: groups.main },
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          restoreMocks: true,
        },
      },
      // The built portal behind nginx, driven in Chromium; each file deploys its own copy of one
      // build (e2e/globalSetup.ts, e2e/portal.ts). The journeys and the fault matrix run beside
      // the story projects, four files at a time, since they mostly wait on the portal's timers;
      // the timed runs come last and one at a time, so their figures measure the portal, not the
      // machine's other work.
      endToEnd({ name: 'e2e', include: ['e2e/*.e2e.ts'] }),
      // The journeys clients take, in Chromium, Firefox and WebKit (e2e/engines, README, Browsers).
      // Named to sort first: Vitest queues a group's files project by project, in name order,
      // and these mostly wait on the portal's timers, so they go early, beside the busy parts.
      endToEnd({ name: 'browsers', include: ['e2e/engines/*.e2e.ts'] }),
      endToEnd({ name: 'e2e-timing', include: ['e2e/timing/*.e2e.ts'], alone: true }),
      {
        // Every Screens and Components story played and checked against its committed screenshots,
        // in both themes (stories/visual/checkBaselines.ts); in npm test, the route stories and
        // flows too (stories/visual/playRouteStory.ts), so one browser plays every story.
        extends: true,
        publicDir: 'src/mocks/static',
        // addon-a11y's check fails the test on a violation, as in the storybook project.
        define: { 'import.meta.env.VITEST_STORYBOOK': JSON.stringify('false') },
        test: {
          name: 'visual',
          maxWorkers,
          sequence: { groupOrder: groups.main },
          globalSetup: ['stories/visual/globalSetup.ts'],
          setupFiles: ['stories/visual/setup.ts'],
          // As in the storybook project: a screen's play may wait out the portal's own timers.
          testTimeout: 30_000,
          // Its files play the same stories: a tab keeps the modules it has loaded.
          isolate: false,
          include: ['stories/visual/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Room for the largest story viewport, so the test frame is never scaled down; and
              // reduced motion, as in the storybook project: the portal then ends its animations
              // at once (global.css), as the capture holds them anyway.
              contextOptions: { viewport: testPageSize, reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            // Forced colours for the accessibility check after the dark screenshot (colourChecks.ts),
            // room for a screen as tall as its page (checkBaselines.ts), and the screenshot check
            // against the baselines (matchScreenshot.ts).
            commands: { emulateForcedColours, fitTestPage, matchScreenshot },
            viewport: { width: 1280, height: 800 },
            // Stories show the page's own host (a report's address): one fixed port keeps the
            // baselines the same on every run; a port in use fails the run instead.
            api: { port: 63315, strictPort: true },
            screenshotFailures: false,
          },
        },
      },
      ...(storiesPlayedByVisual ? [] : [storybookProject()]),
    ],
  },
}))
