import type { ReactElement } from 'react'
import type { LinkField } from '../../domain/channels'
import { Icon } from './Icon'
import { CinemaIcon } from './Icons'

// One pictogram per report channel, drawn in the same frame as the portal's other icons (./Icon):
// a plain picture of the medium, not the brand's mark. Our own drawings keep one family, cover
// every channel (an icon set of brand marks has no Cinema, Connected TV or Digital-Out-Of-Home),
// raise no trademark question and add no package.

/** A channel's pictogram by its field; typed by LinkField, so a new channel needs one to compile. */
export const channelIcons: Readonly<Record<LinkField, () => ReactElement>> = {
  /** Facebook: friends, two people. */
  facebook: () => (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0113 0M15.5 4.6a3.5 3.5 0 010 6.8M18 14.2a6.5 6.5 0 013.5 5.8" />
    </Icon>
  ),
  /** Instagram: a photo. */
  instagram: () => (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="M21 15l-5-5L5 20" />
    </Icon>
  ),
  /** TikTok: short upright clips, one after another. */
  tiktok: () => (
    <Icon>
      <rect x="8" y="6" width="11" height="15" rx="2" />
      <path d="M5 17V5a2 2 0 012-2h8M12 11v5l4-2.5z" />
    </Icon>
  ),
  /** YouTube: a play button. */
  youtube: () => (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l5.5-3.5z" />
    </Icon>
  ),
  /** X: a short post, a speech bubble. */
  x: () => (
    <Icon>
      <path d="M5 4h14a2 2 0 012 2v9a2 2 0 01-2 2h-8l-5 4v-4H5a2 2 0 01-2-2V6a2 2 0 012-2z" />
      <path d="M7 9h10M7 13h6" />
    </Icon>
  ),
  /** Truth Social: a public statement, a megaphone. */
  truthSocial: () => (
    <Icon>
      <path d="M3 10v4h4l10 5V5L7 10H3z" />
      <path d="M7 14l1.5 6h3L10 15.5M20.5 10v4" />
    </Icon>
  ),
  /** Rumble: a live stream, a broadcast. */
  rumble: () => (
    <Icon>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 000 7M15.5 8.5a5 5 0 010 7M5.6 5.6a9 9 0 000 12.8M18.4 5.6a9 9 0 010 12.8" />
    </Icon>
  ),
  /** Google Paid Search: search results under a magnifier. */
  googleSearch: () => (
    <Icon>
      <path d="M3 5h12M3 10h6M3 15h5M18.5 17.5l3 3" />
      <circle cx="15" cy="14" r="4.5" />
    </Icon>
  ),
  /** Audio: headphones. */
  audio: () => (
    <Icon>
      <path d="M4 15v-3a8 8 0 0116 0v3" />
      <rect x="3" y="14" width="4" height="7" rx="1.5" />
      <rect x="17" y="14" width="4" height="7" rx="1.5" />
    </Icon>
  ),
  /** In-Game: a game controller. */
  ingame: () => (
    <Icon>
      <path d="M7 7h10a5 5 0 014.9 6l-.8 4a2.5 2.5 0 01-4.3 1.2L14.5 16h-5l-2.3 2.2A2.5 2.5 0 012.9 17l-.8-4A5 5 0 017 7z" />
      <path d="M7 10v4M5 12h4M15.5 11h.01M18 13h.01" />
    </Icon>
  ),
  /** Connected TV: a television playing a stream. */
  ctv: () => (
    <Icon>
      <rect x="2.5" y="7" width="19" height="13" rx="2" />
      <path d="M8 3l4 4 4-4M10.5 11v5l4-2.5z" />
    </Icon>
  ),
  /** Video: a video camera. */
  video: () => (
    <Icon>
      <rect x="2.5" y="6" width="13" height="12" rx="2" />
      <path d="M15.5 10.5l6-3.5v10l-6-3.5" />
    </Icon>
  ),
  /** Mobile: a phone. */
  mobile: () => (
    <Icon>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </Icon>
  ),
  /** Display: a web page with a banner on it. */
  display: () => (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <rect x="6" y="11.5" width="5" height="5" rx=".5" />
      <path d="M3 8.5h18M14 12h4M14 16h4" />
    </Icon>
  ),
  /** Digital-Out-Of-Home: a billboard. */
  dooh: () => (
    <Icon>
      <rect x="3" y="3" width="18" height="11" rx="1.5" />
      <path d="M7 7h10M7 10h6M8 14v7M16 14v7" />
    </Icon>
  ),
  /** Cinema: the dashboard's clapperboard. */
  cinema: CinemaIcon,
}

/** The pictogram of the channel whose field is `field`; decorative (the tile's text names it). */
export function ChannelIcon({ field }: { field: LinkField }) {
  const Drawing = channelIcons[field]
  return <Drawing />
}
