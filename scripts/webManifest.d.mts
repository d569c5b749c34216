export const manifestFile: string
export const portalIconFile: string
/** A square PNG icon: the portal's own `file`, or the agency's at config.json's `brand[key]`. */
export interface PngIcon {
  readonly key: 'icon192' | 'icon512' | 'iconMaskable' | 'appleTouchIcon'
  readonly file: string
  readonly size: number
  /** The manifest's purpose; null for iOS's, which the page links instead. */
  readonly purpose: 'any' | 'maskable' | null
  /** What write-config asks of the agency's file ('a 192×192 PNG'). */
  readonly needs: string
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
