// The portal's web app manifest (docs/deploying.md, On the client's device): what a browser shows
// when it offers to install the portal, and what a phone's home screen shows. Written with
// config.json, from the same brand settings (scripts/write-config.mjs), and by every build with the
// portal's own (scripts/runtimeConfigFile.ts), so a deployment without brand settings is
// installable too.

/** Beside config.json, at the portal's root; index.html and the prerendered pages link it. */
export const manifestFile = 'manifest.webmanifest'

/** The portal's own icon, copied by the build to this stable address (src/assets/favicon.svg). */
export const portalIconFile = 'portal-icon.svg'

/**
 * The square PNG icons a launcher wants: Chromium's install prompt and Android's home screen, 192
 * and 512 px, one of them maskable (cropped to the launcher's own shape, so only the central circle
 * of 80 % of the width is sure to show); iOS, 180 px from index.html's apple-touch-icon link, opaque
 * (it puts a transparent icon on black). Each is the portal's own, drawn from its mark into
 * src/assets (scripts/draw-portal-icons.mjs) and copied by the build to `file`.
 */
export const pngIcons = [
  { file: 'portal-icon-192.png', size: 192, purpose: 'any' },
  { file: 'portal-icon-512.png', size: 512, purpose: 'any' },
  { file: 'portal-icon-maskable.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: null },
]

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
 * when it has them, the portal's own otherwise, and the portal's icons. It opens at the dashboard in
 * its own window.
 */
export function webManifest(settings = {}) {
  const brand = settings.brand ?? {}
  const name = brand.name ?? portalName
  // iOS's icon comes from the page's link, not from here.
  const sized = pngIcons
    .filter(({ purpose }) => purpose)
    .map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    }))
  // Chromium takes the icon of the very size it wants, else the last one of any size, else the
  // nearest size (blink's manifest_icon_selector.cc): the portal's mark, an SVG, draws well at
  // every size. The logo comes before it, so Chromium shows the square mark, not a logo that may
  // be wide.
  const portalMark = { src: `/${portalIconFile}`, sizes: 'any', type: 'image/svg+xml' }
  const logo = brand.logoUrl && { src: brand.logoUrl, sizes: 'any', type: iconType(brand.logoUrl) }
  const anySize = logo ? [logo, portalMark] : [portalMark]
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
    icons: [...sized, ...anySize],
  }
}

/** The manifest as its file holds it. */
export function webManifestText(settings = {}) {
  return `${JSON.stringify(webManifest(settings), null, 2)}\n`
}
