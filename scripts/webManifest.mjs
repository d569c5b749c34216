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
 * src/assets (scripts/draw-portal-icons.mjs) and copied by the build to `file`, unless the
 * deployment gives the agency's in config.json's `brand[key]`; `needs` is what write-config asks
 * of that file.
 */
export const pngIcons = [
  {
    key: 'icon192',
    file: 'portal-icon-192.png',
    size: 192,
    purpose: 'any',
    needs: 'a 192×192 PNG',
  },
  {
    key: 'icon512',
    file: 'portal-icon-512.png',
    size: 512,
    purpose: 'any',
    needs: 'a 512×512 PNG',
  },
  {
    key: 'iconMaskable',
    file: 'portal-icon-maskable.png',
    size: 512,
    purpose: 'maskable',
    needs: 'a 512×512 maskable PNG, its mark in the central 80 % circle',
  },
  {
    key: 'appleTouchIcon',
    file: 'apple-touch-icon.png',
    size: 180,
    purpose: null,
    needs: 'a 180×180 PNG, opaque',
  },
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
 * The manifest for `settings` (config.json's, already checked): the agency's name, colour, logo
 * and icons when it has them, the portal's own otherwise. It opens at the dashboard in its own
 * window.
 */
export function webManifest(settings = {}) {
  const brand = settings.brand ?? {}
  const name = brand.name ?? portalName
  // Each PNG the agency's where given, the portal's own otherwise. iOS's comes from the page's link.
  const sized = pngIcons
    .filter(({ purpose }) => purpose)
    .map(({ key, file, size, purpose }) => {
      const src = brand[key] ?? `/${file}`
      return { src, sizes: `${size}x${size}`, type: iconType(src), purpose }
    })
  // Chromium takes the icon of the very size it wants, else the last one of any size, else the
  // nearest size (blink's manifest_icon_selector.cc). The portal's mark, an SVG, draws well at
  // every size; but once the agency gives its own PNGs, the mark (or a logo, often wider than it
  // is tall) would stand in for them at every other size: then neither is listed.
  const agencyIcons = pngIcons.some(({ key, purpose }) => purpose && brand[key])
  const portalMark = { src: `/${portalIconFile}`, sizes: 'any', type: 'image/svg+xml' }
  // Without them, the logo comes before the mark: a launcher that takes the last icon of any size
  // (Chromium) shows the square mark, not a logo that may be wide.
  const logo = brand.logoUrl && { src: brand.logoUrl, sizes: 'any', type: iconType(brand.logoUrl) }
  const anySize = agencyIcons ? [] : logo ? [logo, portalMark] : [portalMark]
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
