import { Icon } from './Icon'

// Line icons for tiles and controls; decorative, since the text beside them names the action.
// Each is drawn in the frame of ./Icon (28 px, `currentColor`); none takes props. The channels'
// pictograms are in ./ChannelIcons.

/** Social Analytics: channels linked in a network (the dashboard's tile). */
export const SocialIcon = () => (
  <Icon>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="M8.2 10.9l7.6-3.8M8.2 13.1l7.6 3.8" />
  </Icon>
)

/** Programmatic Analytics: a screen with a rising chart (the dashboard's tile). */
export const ProgrammaticIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="13" rx="2" />
    <path d="M8 21h8M12 17v4M7 13l3-3 2 2 5-5" />
  </Icon>
)

/** Cinema Analytics: a clapperboard (the dashboard's tile). */
export const CinemaIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 6l2 4M12 6l2 4M17 6l2 4" />
  </Icon>
)

/** Sherloc, the AI Optimizations page: a magnifier with a tick (the dashboard's tile). */
export const SherlocIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l6 6M8 11.5l2 2 3.5-4" />
  </Icon>
)

/** Notifications: a bell (the dashboard's tile). */
export const BellIcon = () => (
  <Icon>
    <path d="M6 9a6 6 0 1112 0c0 5 2 6.5 2 6.5H4S6 14 6 9" />
    <path d="M10 19a2 2 0 004 0" />
  </Icon>
)

/** Settings: a gear (the dashboard's tile). */
export const GearIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.6 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.6-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
  </Icon>
)

/** Logout: an arrow leaving a door (the shell, the report viewer, the phone's Logout tile). */
export const LogoutIcon = () => (
  <Icon>
    <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9" />
  </Icon>
)

/** Back to Dashboard: a house (the shell and the report viewer). */
export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" />
  </Icon>
)

/** Previous Page: an arrow pointing back (the menu, report and AI screens). */
export const BackIcon = () => (
  <Icon>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
)
