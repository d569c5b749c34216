/// <reference types="vitest/config" />
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { runtimeConfigFile } from './scripts/runtimeConfigFile.ts'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'

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
]

export default defineConfig(({ mode }) => ({
  plugins: [react(), runtimeConfigFile()],
  // The demo backend's worker script and report pages are served only in demo mode, so a
  // production build ships none of them.
  publicDir: mode === 'demo' ? 'src/mocks/static' : false,
  optimizeDeps: { include: prebundled },
  build: { target: 'es2022' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          restoreMocks: true,
        },
      },
      {
        // The built portal behind nginx, driven in Chromium (e2e/globalSetup.ts starts it all).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/globalSetup.ts'],
          fileParallelism: false,
          // After the other projects, alone: its timings measure the portal, not the machine.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          // Polls wait on the network and a browser: a slow machine gets time.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
        },
      },
      {
        // Every Screens and Components story against its committed screenshot, in both themes.
        extends: true,
        publicDir: 'src/mocks/static',
        // addon-a11y's check fails the test on a violation, as in the storybook project.
        define: { 'import.meta.env.VITEST_STORYBOOK': JSON.stringify('false') },
        test: {
          name: 'visual',
          include: ['stories/visual/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Room for the largest story viewport, so the test frame is never scaled down.
              contextOptions: { viewport: { width: 1440, height: 960 } },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            // Stories show the page's own host (a report's address): one fixed port keeps the
            // baselines the same on every run; a port in use fails the run instead.
            api: { port: 63315, strictPort: true },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A pixel counts as changed past a small colour distance (anti-aliased edges are
                // told apart by pixelmatch); more than 20 changed pixels fail. One browser build
                // on one machine draws the same pixels every time.
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 20 },
                screenshotOptions: { animations: 'disabled', caret: 'hide' },
                resolveScreenshotPath: ({ arg, ext }) =>
                  path.join(root, 'stories/visual/baselines', `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }) =>
                  path.join(root, 'test-results/visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            // Beside the visual project's port, never on it.
            api: { port: 63325 },
          },
        },
      },
    ],
  },
}))
