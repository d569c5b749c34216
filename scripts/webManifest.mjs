// The portal's web app manifest (docs/deploying.md, On the client's device): what a browser shows
// when it offers to install the portal, and what a phone's home screen shows. Written with
// config.json, from the same brand settings (scripts/write-config.mjs), and by every build with the
// portal's own (scripts/runtimeConfigFile.ts), so a deployment without brand settings is
// installable too.

/** Beside config.json, at the portal's root; index.html and the prerendered pages link it. */
export const manifestFile = 'manifest.webmanifest'

/** The portal's own icon, copied by the build to this stable address (src/assets/favicon.svg). */
export const portalIconFile = 'portal-icon.svg'

/** What the portal is called, and its colour, without an agency's brand (index.html's). */
const portalName = 'Client Portal'
const portalColour = '#3341c4'

/** The icon's type, from its file name; a browser reads the file's own when none is given. */
function iconType(url) {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase()
  return (
    { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' }[
      extension ?? ''
    ] ?? undefined
  )
}

/**
 * The manifest for `settings` (config.json's, already checked): the agency's name, colour and logo
 * when it has them, the portal's own otherwise. It opens at the dashboard in its own window.
 */
export function webManifest(settings = {}) {
  const brand = settings.brand ?? {}
  const name = brand.name ?? portalName
  const portalIcon = { src: `/${portalIconFile}`, sizes: 'any', type: 'image/svg+xml' }
  // The agency's logo first; the portal's icon after it, for a launcher that cannot use the logo
  // (a logo is often wider than it is tall, and a home screen icon is square).
  const icons = brand.logoUrl
    ? [{ src: brand.logoUrl, sizes: 'any', type: iconType(brand.logoUrl) }, portalIcon]
    : [portalIcon]
  return {
    name,
    // No shorter name is set: the launcher shortens it where it must.
    short_name: name,
    id: '/',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: brand.accentColor ?? portalColour,
    background_color: '#ffffff',
    icons,
  }
}

/** The manifest as its file holds it. */
export function webManifestText(settings = {}) {
  return `${JSON.stringify(webManifest(settings), null, 2)}\n`
}
