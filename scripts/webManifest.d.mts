export const manifestFile: string
export const portalIconFile: string
/** A square PNG icon of the portal's own, `file` at the portal's root. */
export interface PngIcon {
  readonly file: string
  readonly size: number
  /** The manifest's purpose; null for iOS's, which the page links instead. */
  readonly purpose: 'any' | 'maskable' | null
}
export const pngIcons: readonly PngIcon[]
export function webManifest(settings?: { brand?: Record<string, string> }): {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  icons: Array<{ src: string; sizes: string; type?: string; purpose?: string }>
}
export function webManifestText(settings?: { brand?: Record<string, string> }): string
