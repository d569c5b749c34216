/**
 * The two widths designers review every screen at, and the narrowest a page must fit without
 * scrolling sideways (WCAG 1.4.10: 320 CSS px, also a 1280 px screen at 400 % zoom).
 */
export const viewports = {
  narrow: {
    name: 'Narrow (320 px)',
    styles: { width: '320px', height: '640px' },
    type: 'mobile',
  },
  /** The shortest phone still in use (an iPhone SE of 2016): what a sticky header may take. */
  shortPhone: {
    name: 'Short phone (320 × 568)',
    styles: { width: '320px', height: '568px' },
    type: 'mobile',
  },
  phone: {
    name: 'Phone',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  /** A narrow desktop window: the shell's header holds the brand name beside its controls. */
  narrowDesktop: {
    name: 'Narrow desktop (700 px)',
    styles: { width: '700px', height: '640px' },
    type: 'desktop',
  },
  /** Half a desktop: at 200 % text it lays out as 320 px does at 100 % (WCAG 1.4.4, 1.4.10). */
  halfDesktop: {
    name: 'Half desktop (640 px)',
    styles: { width: '640px', height: '800px' },
    type: 'desktop',
  },
  desktop: {
    name: 'Desktop',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const

export const phone = { viewport: { value: 'phone', isRotated: false } }
export const narrow = { viewport: { value: 'narrow', isRotated: false } }
export const shortPhone = { viewport: { value: 'shortPhone', isRotated: false } }
export const narrowDesktop = { viewport: { value: 'narrowDesktop', isRotated: false } }
export const halfDesktop = { viewport: { value: 'halfDesktop', isRotated: false } }
export const desktop = { viewport: { value: 'desktop', isRotated: false } }

/** What a viewport global names; a story naming none plays at the desktop (vite.config.ts). */
type ViewportGlobal = string | { readonly value?: string; readonly isRotated?: boolean } | undefined

/** The size and name of viewport `global`, the desktop when it names none of ours. */
export function viewportSize(global: unknown) {
  const chosen = global as ViewportGlobal
  const value = typeof chosen === 'string' ? chosen : chosen?.value
  const { name, styles } =
    value && value in viewports ? viewports[value as keyof typeof viewports] : viewports.desktop
  const [width, height] = [parseInt(styles.width), parseInt(styles.height)]
  const rotated = typeof chosen === 'object' && chosen?.isRotated === true
  return rotated ? { name, width: height, height: width } : { name, width, height }
}
