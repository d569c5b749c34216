import { createContext, use, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { defaultBrand, type Brand } from '../../domain/brand'

const BrandContext = createContext<Brand>(defaultBrand)

type BrandColours = typeof import('./applyBrandColours')
let loaded: BrandColours | null = null

/**
 * Loads the code that turns an accent colour into tokens: only a brand with an accent needs it,
 * so /login's first download does not carry it. main.tsx awaits it before the first render when
 * config.json sets an accent, so the first paint is already in the agency's colours.
 */
export function loadBrandColours(): Promise<BrandColours | null> {
  return import('./applyBrandColours').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A network blip: the portal's own colours, never a page that does not start.
      console.warn(`The brand's colours could not be loaded; using the portal's own. ${error}`)
      return null
    },
  )
}

/**
 * The agency's brand for everything inside: its name (see `useBrand`) and, when it has an accent
 * colour, the brand tokens on the root element, so buttons, links, the focus ring and tiles'
 * icons take it in both themes. Without an accent the tokens file's own colours stay. Its iOS
 * icon, when it has one, replaces the portal's in the page's head.
 */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  const { accentColor } = brand
  useHomeScreenIcon(brand.appleTouchIcon)
  // Set once the colour code has arrived, when it was not loaded up front (Storybook's toolbar).
  const [arrived, setArrived] = useState(loaded !== null)
  useLayoutEffect(() => {
    if (!accentColor) return
    if (!loaded) {
      let current = true
      void loadBrandColours().then((module) => current && module && setArrived(true))
      return () => {
        current = false
      }
    }
    return loaded.applyBrandColours(document.documentElement, accentColor)
  }, [accentColor, arrived])
  return <BrandContext value={brand}>{children}</BrandContext>
}

/**
 * index.html's apple-touch-icon link pointed at `href` while it is given. iOS reads the link only
 * when the client taps Add to Home Screen, long after the settings are read; the manifest, which
 * other browsers read, is written with the agency's icons at deploy time (scripts/write-config.mjs).
 */
function useHomeScreenIcon(href: string | undefined) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')
    const own = link?.getAttribute('href')
    if (!href || !link || own == null) return
    link.setAttribute('href', href)
    return () => link.setAttribute('href', own)
  }, [href])
}

/** The brand in force: the agency's, or the portal's own ('Client Portal'). */
export function useBrand(): Brand {
  return use(BrandContext)
}
