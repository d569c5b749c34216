/**
 * The 16 report channels: one table drives the menus, the routes, the report titles, the View
 * Report tooltip and the link field read from an advertiser record (spec sections 2 and 3).
 *
 * Link field names are the union spec section 3 lists. The spec admits it is unsure of some of
 * them (it names video as an example); we use the listed names as they are: `video` for Video.
 */
import { reportPaths } from './reportPaths'

type ChannelMenu = 'social' | 'programmatic' | 'dashboard'

export type LinkField =
  | 'facebook'
  | 'instagram'
  | 'tiktok'
  | 'youtube'
  | 'x'
  | 'googleSearch'
  | 'truthSocial'
  | 'rumble'
  | 'audio'
  | 'ingame'
  | 'ctv'
  | 'video'
  | 'mobile'
  | 'display'
  | 'dooh'
  | 'cinema'

export interface Channel {
  /** The advertiser record's field holding this channel's report link; also the channel's id. */
  readonly field: LinkField
  /** The name users read: on tiles, in titles and messages. */
  readonly label: string
  /** Its report route (from reportPaths). */
  readonly path: `/${string}-analytics`
  readonly menu: ChannelMenu
  /** Adopts an advertiser passed in navigation state when none is chosen yet (spec section 2). */
  readonly adoptsNavigationAdvertiser?: true
}

const rows: readonly Omit<Channel, 'path'>[] = [
  { field: 'facebook', label: 'Facebook', menu: 'social' },
  { field: 'instagram', label: 'Instagram', menu: 'social' },
  { field: 'tiktok', label: 'TikTok', menu: 'social' },
  { field: 'youtube', label: 'YouTube', menu: 'social' },
  { field: 'x', label: 'X', menu: 'social' },
  {
    field: 'truthSocial',
    label: 'Truth Social',
    menu: 'social',
    adoptsNavigationAdvertiser: true,
  },
  {
    field: 'rumble',
    label: 'Rumble',
    menu: 'social',
    adoptsNavigationAdvertiser: true,
  },
  {
    field: 'googleSearch',
    label: 'Google Paid Search',
    menu: 'social',
  },
  { field: 'audio', label: 'Audio', menu: 'programmatic' },
  { field: 'ingame', label: 'In-Game', menu: 'programmatic' },
  { field: 'ctv', label: 'Connected TV', menu: 'programmatic' },
  { field: 'video', label: 'Video', menu: 'programmatic' },
  { field: 'mobile', label: 'Mobile', menu: 'programmatic' },
  { field: 'display', label: 'Display', menu: 'programmatic' },
  {
    field: 'dooh',
    label: 'Digital-Out-Of-Home',
    menu: 'programmatic',
  },
  { field: 'cinema', label: 'Cinema', menu: 'dashboard' },
]

export const channels: readonly Channel[] = rows.map((row) => ({
  ...row,
  path: reportPaths[row.field],
}))

/** The titles of the two channel menus (their tiles on the dashboard, their headings). */
export const menuTitles = {
  social: 'Social Analytics',
  programmatic: 'Programmatic Analytics',
} as const

export const linkFields: readonly LinkField[] = channels.map((channel) => channel.field)

export function reportTitle(channel: Channel): string {
  return `${channel.label} Analytics`
}

export function channelsOf(menu: ChannelMenu): Channel[] {
  return channels.filter((channel) => channel.menu === menu)
}

export function channelByField(field: LinkField): Channel {
  const channel = channels.find((candidate) => candidate.field === field)
  if (!channel) throw new Error(`Unknown channel ${field}`)
  return channel
}
