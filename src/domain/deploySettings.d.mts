/** config.json's settings: only the keys it sets, each valid. */
export interface DeploySettings {
  /** The backend host: https (http only where allowed), no username, password, query or hash. */
  readonly apiBaseUrl?: string
  /** Where the Notifications logo leads: https (http only where allowed), no username or password. */
  readonly managementDashboardUrl?: string
  /** The only hosts whose reports are framed or offered (origins, https unless allowed). */
  readonly reportOrigins?: readonly string[]
  /**
   * false: no service worker, and the one a browser has is removed (docs/deploying.md, On the
   * client's device).
   */
  readonly serviceWorker?: boolean
  /** How long a call may go unanswered, in ms, within `requestTimeoutRange`. */
  readonly requestTimeoutMs?: number
  /** The agency's brand (domain/brand.ts): the product name, accent colour, logo and icons. */
  readonly brand?: {
    /** 1 to 60 characters, no control characters. */
    readonly name?: string
    /** `#rgb` or `#rrggbb` (kept in lower case), on which white text reaches 4.5:1. */
    readonly accentColor?: string
    /** A path on the portal's own origin: `/...`, never `//...`. */
    readonly logoUrl?: string
    /**
     * The agency's launcher icons, PNGs on the portal's own origin as `logoUrl` (sizes:
     * scripts/webManifest.mjs, pngIcons); the portal's own stand in for any not given.
     */
    readonly icon192?: string
    readonly icon512?: string
    readonly iconMaskable?: string
    /** iOS's home screen icon, which the page links (components/Brand). */
    readonly appleTouchIcon?: string
  }
}

/** A refused value, named by its key (`brand.name`); `used` when it was corrected instead. */
export interface SettingProblem {
  readonly key: string
  readonly why: string
  readonly used?: string | number
}

export const requestTimeoutRange: { readonly min: number; readonly max: number }

export function checkSettings(
  file: unknown,
  options?: { readonly allowHttp?: boolean },
): {
  settings: DeploySettings
  problems: SettingProblem[]
}
