/**
 * Build-time configuration. The backend host comes from VITE_API_BASE_URL; in demo mode
 * (`npm start`) the demo backend answers on the portal's own origin.
 */
const demoBackend = import.meta.env.VITE_DEMO_BACKEND === 'true'

export const config = {
  apiBaseUrl:
    (import.meta.env.VITE_API_BASE_URL ?? '').trim() || (demoBackend ? window.location.origin : ''),
  demoBackend,
} as const
