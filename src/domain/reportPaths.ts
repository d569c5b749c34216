import type { LinkField } from './channels'

/**
 * The 16 report routes of spec section 2, by channel (its link field). The channel table takes
 * its paths from here; the route table needs only these, so the first bundle, which holds the
 * route table, does not carry the whole channel table.
 */
export const reportPaths = {
  facebook: '/facebook-analytics',
  instagram: '/instagram-analytics',
  tiktok: '/tiktok-analytics',
  youtube: '/youtube-analytics',
  x: '/x-analytics',
  truthSocial: '/truthsocial-analytics',
  rumble: '/rumble-analytics',
  googleSearch: '/google-analytics',
  audio: '/audio-analytics',
  ingame: '/ingame-analytics',
  ctv: '/ctv-analytics',
  video: '/video-analytics',
  mobile: '/mobile-analytics',
  display: '/display-analytics',
  dooh: '/dooh-analytics',
  cinema: '/cinema-analytics',
} as const satisfies Record<LinkField, `/${string}-analytics`>

/** The address parameter naming the chosen advertiser on the pages with the dropdown. */
export const advertiserParam = 'advertiser'

/** The address parameter of the open report (`view=report`): its own history entry. */
export const viewParam = 'view'
export const reportView = 'report'
