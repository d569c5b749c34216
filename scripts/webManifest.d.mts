export const manifestFile: string
export const portalIconFile: string
export function webManifest(settings?: { brand?: Record<string, string> }): {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  icons: Array<{ src: string; sizes: string; type?: string }>
}
export function webManifestText(settings?: { brand?: Record<string, string> }): string
