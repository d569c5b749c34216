import type { Plugin } from 'vite'

/** What `config.js` holds until someone deploying the portal fills it in. */
export const runtimeConfigSource = `// Client Portal settings for this deployment, read before the portal starts.
// Empty values keep what the build was made with (VITE_API_BASE_URL and so on).
window.__PORTAL_CONFIG__ = {
  apiBaseUrl: '',
  managementDashboardUrl: '',
  // requestTimeoutMs: 10000,
}
`

/** Serves config.js in development and writes it beside index.html in every build. */
export function runtimeConfigFile(): Plugin {
  return {
    name: 'portal-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.end(runtimeConfigSource)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.js', source: runtimeConfigSource })
    },
  }
}
