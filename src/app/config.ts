import { timings } from '../domain/timings'

/**
 * Where the portal's settings come from, first match wins:
 * 1. `window.__PORTAL_CONFIG__`, set by `config.js` beside index.html: deploy-time settings, so one
 *    build can serve several environments (see README, Deploying);
 * 2. the build-time variables VITE_API_BASE_URL and VITE_MANAGEMENT_DASHBOARD_URL;
 * 3. in demo mode (`npm start`), the demo backend on the portal's own origin.
 */
interface RuntimeConfig {
  readonly apiBaseUrl?: unknown
  readonly managementDashboardUrl?: unknown
  /** How long a call may go unanswered, in ms (default 10000); the end-to-end run shortens it. */
  readonly requestTimeoutMs?: unknown
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: RuntimeConfig
  }
}

/** An http(s) address, or null for anything else (unset, blank, another scheme, not a URL). */
export function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

interface BuildSettings {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_MANAGEMENT_DASHBOARD_URL?: string
  readonly VITE_DEMO_BACKEND?: string
}

export function resolveConfig(
  runtime: RuntimeConfig | undefined,
  build: BuildSettings,
  origin: string,
) {
  const demoBackend = build.VITE_DEMO_BACKEND === 'true'
  // A deploy-time host that is not an http(s) address would send calls to the portal itself.
  const deployed = webAddress(runtime?.apiBaseUrl)?.replace(/\/$/, '') ?? ''
  return {
    apiBaseUrl: deployed || (build.VITE_API_BASE_URL ?? '').trim() || (demoBackend ? origin : ''),
    managementDashboardUrl:
      webAddress(runtime?.managementDashboardUrl) ??
      webAddress(build.VITE_MANAGEMENT_DASHBOARD_URL),
    requestTimeoutMs:
      typeof runtime?.requestTimeoutMs === 'number' && runtime.requestTimeoutMs > 0
        ? runtime.requestTimeoutMs
        : timings.requestTimeoutMs,
  }
}

export const config = resolveConfig(
  window.__PORTAL_CONFIG__,
  import.meta.env,
  window.location.origin,
)
