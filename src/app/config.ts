/**
 * Build-time configuration. The backend host comes from VITE_API_BASE_URL; in demo mode
 * (`npm start`) the demo backend answers on the portal's own origin.
 */
const demoBackend = import.meta.env.VITE_DEMO_BACKEND === 'true'

/** An http(s) address, or null for anything else (unset, blank, another scheme, not a URL). */
export function webAddress(value: string | undefined): string | null {
  try {
    const url = new URL((value ?? '').trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export const config = {
  apiBaseUrl:
    (import.meta.env.VITE_API_BASE_URL ?? '').trim() || (demoBackend ? window.location.origin : ''),
  demoBackend,
  managementDashboardUrl: webAddress(import.meta.env.VITE_MANAGEMENT_DASHBOARD_URL),
} as const
