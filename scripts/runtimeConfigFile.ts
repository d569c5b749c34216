import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { checkSettings } from '../src/domain/deploySettings.mjs'
import { manifestFile, pngIcons, portalIconFile, webManifestText } from './webManifest.mjs'

/**
 * The portal's own icons, for the manifest and iOS (scripts/webManifest.mjs), at addresses without
 * a hash: its mark, and the PNGs drawn from it (scripts/draw-portal-icons.mjs).
 */
const portalIcons = [
  { file: portalIconFile, type: 'image/svg+xml', source: 'favicon.svg' },
  ...pngIcons.map(({ file }) => ({ file, type: 'image/png', source: file })),
]
const iconBytes = (source: string) =>
  readFileSync(new URL(`../src/assets/${source}`, import.meta.url))

/**
 * What `config.json` holds until someone deploying the portal writes it with
 * scripts/write-config.mjs: no settings, so the build's own values apply.
 */
export const defaultConfigJson = '{}\n'

/**
 * The build's own backend and dashboard addresses meet config.json's rules too: a bad one stops
 * the build (and the dev server) naming the variable, instead of shipping a portal that is wrong.
 */
export function checkBuildSettings(env: Record<string, string | undefined>) {
  // Plain http: is allowed for the backend alone, on the developer's own machine
  // (docs/deploying.md, Build). The dashboard is a link the client follows from the portal: an
  // http: one on an https: portal is read and changed on the way (issue 43, N3), like
  // config.json's.
  const problems = [
    ...checkSettings({ apiBaseUrl: env.VITE_API_BASE_URL || null }, { allowHttp: true }).problems,
    ...checkSettings({ managementDashboardUrl: env.VITE_MANAGEMENT_DASHBOARD_URL || null })
      .problems,
  ]
  const variables: Record<string, string> = {
    apiBaseUrl: 'VITE_API_BASE_URL',
    managementDashboardUrl: 'VITE_MANAGEMENT_DASHBOARD_URL',
  }
  if (problems.length > 0) {
    throw new Error(problems.map(({ key, why }) => `${variables[key]} ${why}.`).join(' '))
  }
}

/**
 * Serves a default config.json and web app manifest (with the portal's icons) in development and
 * demo mode, and writes them in every build; scripts/write-config.mjs writes both again at deploy.
 */
export function runtimeConfigFile(): Plugin {
  return {
    name: 'portal-runtime-config',
    configResolved(config) {
      checkBuildSettings(config.env)
    },
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(defaultConfigJson)
      })
      server.middlewares.use(`/${manifestFile}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json')
        response.end(webManifestText())
      })
      for (const { file, type, source } of portalIcons) {
        server.middlewares.use(`/${file}`, (_request, response) => {
          response.setHeader('Content-Type', type)
          response.end(iconBytes(source))
        })
      }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: defaultConfigJson })
      this.emitFile({ type: 'asset', fileName: manifestFile, source: webManifestText() })
      for (const { file, source } of portalIcons) {
        this.emitFile({ type: 'asset', fileName: file, source: iconBytes(source) })
      }
    },
  }
}
