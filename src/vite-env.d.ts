/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend host {host} of spec section 7, fixed at build time. */
  readonly VITE_API_BASE_URL?: string
  /** The external management dashboard the Notifications logo leads to; no logo when unset. */
  readonly VITE_MANAGEMENT_DASHBOARD_URL?: string
  /** 'true' runs the built-in demo backend (MSW in the browser); set by `--mode demo`. */
  readonly VITE_DEMO_BACKEND?: string
  /** Storybook only: 'dark' starts every story in the dark theme (a check run in dark). */
  readonly VITE_STORY_THEME?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
