/**
 * The host a framed report comes from ('reports.example.com'), so the client knows whose page
 * is inside the portal; null without a link or for one that does not parse. `base` resolves a
 * relative link (the portal's own address).
 */
export function reportHost(href: string | null, base: string): string | null {
  if (href === null) return null
  try {
    return new URL(href, base).host || null
  } catch {
    return null
  }
}
