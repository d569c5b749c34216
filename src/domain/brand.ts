/** The agency's brand (config.json's `brand`, docs/deploying.md). Every key is optional there. */
export interface Brand {
  /** The product name: the shell's header, the sign-in pages and every tab title. */
  readonly name: string
  /** A `#rgb`/`#rrggbb` colour that white text reaches AA on (checked in deploySettings). */
  readonly accentColor?: string
  /** A logo image on the portal's own origin; the name stands in when it does not load. */
  readonly logoUrl?: string
  /** iOS's home screen icon, a 180×180 PNG on the portal's own origin, in place of the portal's. */
  readonly appleTouchIcon?: string
}

export const defaultBrand: Brand = { name: 'Client Portal' }

/** The brand as the settings give it: the default name unless one is set. */
export function brandOf(settings: Partial<Brand> | undefined): Brand {
  return { ...settings, name: settings?.name ?? defaultBrand.name }
}

/** A browser tab's title: the page, then the product ('Sign in · Client Portal'). */
export function pageTitle(page: string, product: string): string {
  return `${page} · ${product}`
}
