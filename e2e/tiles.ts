import type { Page } from 'playwright'

/**
 * The dashboard's tiles by their whole accessible name: the spec's label, then the line under it.
 * Playwright matches a name as a substring unless told `exact`, and a pattern on the label's
 * start would let characters after it pass (issue 56), so the names are written out in full.
 */
export const dashboardTiles = {
  'Social Analytics': 'Social Analytics Facebook, Instagram, TikTok and more',
  'Programmatic Analytics': 'Programmatic Analytics Connected TV, audio, display and more',
  'Cinema Analytics': 'Cinema Analytics Cinema campaign reports',
  Sherloc: 'Sherloc AI Optimizations',
  Notifications: 'Notifications Email and SMS updates',
  Settings: 'Settings Profile and password',
} as const

export type DashboardTile = keyof typeof dashboardTiles

/** The dashboard's tile labelled `label`. */
export function dashboardTile(page: Page, label: DashboardTile) {
  return page.getByRole('link', { name: dashboardTiles[label], exact: true })
}
