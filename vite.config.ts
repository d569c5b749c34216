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
          },
        },
      },
    ],
  },
}))
