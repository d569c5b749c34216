/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend host {host} of spec section 7, fixed at build time. */
  readonly VITE_API_BASE_URL?: string
  /** 'true' runs the built-in demo backend (MSW in the browser); set by `--mode demo`. */
  readonly VITE_DEMO_BACKEND?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
