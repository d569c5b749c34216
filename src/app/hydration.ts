import { brandOf, defaultBrand, type Brand } from '../domain/brand'
import { paths } from '../domain/paths'

/** Everything a public page's first render reads, as main.tsx finds it on arrival. */
export interface Arrival {
  /** The path the build prerendered into this page (#root's `data-prerendered`), if any. */
  readonly prerendered: string | undefined
  readonly pathname: string
  readonly search: string
  /** A token is stored: AuthProvider starts loading (a session) or ended (a token left over). */
  readonly tokenStored: boolean
  /** config.json's brand, as read. */
  readonly brand: Partial<Brand>
}

/**
 * True when the app's first render of this page is exactly the markup the build wrote (the path
 * it was written for, no brand from config.json; on /login also signed out and no `?next=`),
 * so React may hydrate it. Anything
 * else renders differently: a stored session goes on to the dashboard, a token left over says
 * the session ended, `?next=` changes Forgot Password's link, an agency's name or logo replaces
 * the portal's. Then the app renders afresh over the markup (production React does not patch a
 * mismatch it hydrates). An accent colour alone changes no markup, but counts as a brand too,
 * as for scripts/write-config.mjs.
 */
export function rendersAsPrerendered({
  prerendered,
  pathname,
  search,
  tokenStored,
  brand,
}: Arrival): boolean {
  if (prerendered === undefined || prerendered !== pathname) return false
  // Any brand at all, as write-config sets the pages aside for any (an accent, too, would repaint).
  const { name, logoUrl, accentColor } = brandOf(brand)
  if (name !== defaultBrand.name || logoUrl !== undefined || accentColor !== undefined) return false
  // /forgot-password shows neither: it reads `next` only when Back to Login is pressed.
  if (pathname !== paths.login) return true
  return !tokenStored && !new URLSearchParams(search).has('next')
}
