import type { PluginOption } from 'vite'
import { defineMain } from '@storybook/react-vite/node'

/**
 * The portal's plugins without the service worker's (vite.config.ts, VitePWA): Storybook's build
 * is no portal to install, and its manager's 3 MB script broke the worker's precache limit, so
 * `storybook build` failed.
 */
function withoutServiceWorker(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutServiceWorker(plugin) : plugin))
    .filter(
      (plugin) =>
        !(plugin && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa')),
    )
}

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // The MSW worker script and the demo report pages.
  staticDirs: ['../src/mocks/static'],
  core: { disableTelemetry: true },
  viteFinal: (config) => ({ ...config, plugins: withoutServiceWorker(config.plugins ?? []) }),
})
