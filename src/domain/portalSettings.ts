import { brandOf } from './brand'
import type { DeploySettings } from './deploySettings.mjs'
import { timings } from './timings'

/** What `npm run build` was given (docs/deploying.md); checked by the build itself. */
interface BuildSettings {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_MANAGEMENT_DASHBOARD_URL?: string
  readonly VITE_DEMO_BACKEND?: string
}

/**
 * The portal's settings, first match wins: config.json; the build's values; in demo mode
 * (`npm start`) the demo backend on the portal's own origin.
 */
export function resolveConfig(file: DeploySettings, build: BuildSettings, origin: string) {
  const demoBackend = build.VITE_DEMO_BACKEND === 'true'
  return {
    apiBaseUrl: file.apiBaseUrl ?? (build.VITE_API_BASE_URL || (demoBackend ? origin : '')),
    managementDashboardUrl:
      file.managementDashboardUrl ?? (build.VITE_MANAGEMENT_DASHBOARD_URL || null),
    requestTimeoutMs: file.requestTimeoutMs ?? timings.requestTimeoutMs,
    /** The report hosts (issue 26, R1); null: any https: host, as the spec has it. */
    reportOrigins: file.reportOrigins ?? null,
    /** Whether the portal's service worker runs (docs/deploying.md, On the client's device). */
    serviceWorker: file.serviceWorker ?? true,
    /** The agency's brand (name, accent colour, logo), or the portal's own. */
    brand: brandOf(file.brand),
  }
}

/** The deployment's settings (docs/deploying.md): read once, never changed afterwards. */
export type Settings = ReturnType<typeof resolveConfig>
