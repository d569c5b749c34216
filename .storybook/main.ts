import type { PluginOption } from 'vite'
import { defineMain } from '@storybook/react-vite/node'

const portalBuildSteps = ['portal-preload-code', 'portal-prerender', 'portal-precompress']

/**
 * The portal's plugins without its build steps and the service worker's (VitePWA): Storybook's
 * build is no portal to deploy or install. Its manager's 3 MB script broke the worker's precache
 * limit, and the preloads name the portal's own entry, which Storybook's build does not have.
 */
function withoutPortalBuild(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutPortalBuild(plugin) : plugin))
    .filter((plugin) => {
      const name = plugin && 'name' in plugin ? String(plugin.name) : ''
      return !name.startsWith('vite-plugin-pwa') && !portalBuildSteps.includes(name)
    })
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
  staticDirs: ['../src/mocks/static'],
  core: { disableTelemetry: true },
  // `storybook build --test` (scripts/test.mjs) with every page, but no docgen, source maps or
  // tree shaking, which only the published build needs (7.8 CPU-s instead of 12).
  build: {
    test: {
      disableMDXEntries: false,
      disableAutoDocs: false,
      disableBlocks: false,
      disabledAddons: [],
    },
  },
  viteFinal: (config) => ({ ...config, plugins: withoutPortalBuild(config.plugins ?? []) }),
})
