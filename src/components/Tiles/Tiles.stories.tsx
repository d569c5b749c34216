import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { desktop, phone } from '../../../.storybook/viewports'
import { menuTitles } from '../../domain/channels'
import { paths } from '../../domain/paths'
import { BellIcon, GearIcon, LogoutIcon, ProgrammaticIcon, SocialIcon } from '../Icons'
import { Tiles, type TileItem } from './Tiles'

const links: readonly TileItem[] = [
  {
    label: menuTitles.social,
    description: 'Facebook, Instagram, TikTok and more',
    icon: <SocialIcon />,
    to: paths.socialAnalytics,
  },
  {
    label: menuTitles.programmatic,
    description: 'Connected TV, audio, display and more',
    icon: <ProgrammaticIcon />,
    to: paths.programmaticAnalytics,
  },
  {
    label: 'Notifications',
    description: 'Email and SMS updates',
    icon: <BellIcon />,
    to: paths.notifications,
  },
  {
    label: 'Settings',
    description: 'Profile and password',
    icon: <GearIcon />,
    to: paths.settings,
  },
]

const logout = fn()

/** The dashboard's Logout tile: an action, shown on a phone only. */
const logoutTile: TileItem = {
  label: 'Logout',
  icon: <LogoutIcon />,
  onClick: logout,
  phoneOnly: true,
}

/** The tiles of the dashboard and the channel menus. */
const meta = preview.meta({
  title: 'Components/Tiles',
  component: Tiles,
  parameters: { layout: 'padded' },
  args: { label: 'Portal areas', items: links },
})

/** Tiles that open pages: each a link, named by its label and the line under it. */
export const Links = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Portal areas' }))
    const shown = nav.getAllByRole('link')
    await expect(shown).toHaveLength(4)
    await expect(shown[0]).toHaveAccessibleName(
      'Social Analytics Facebook, Instagram, TikTok and more',
    )
    await expect(shown[0]).toHaveAttribute('href', '/social-analytics')
    await expect(
      nav.getByRole('link', {
        name: 'Programmatic Analytics Connected TV, audio, display and more',
      }),
    ).toHaveAttribute('href', '/programmatic-analytics')
    await expect(
      nav.getByRole('link', { name: 'Notifications Email and SMS updates' }),
    ).toHaveAttribute('href', '/notifications')
    await expect(nav.getByRole('link', { name: 'Settings Profile and password' })).toHaveAttribute(
      'href',
      '/settings',
    )
  },
})

/** Tiles without a description, as the channel menus show them: the label alone names each. */
export const LabelsOnly = meta.story({
  args: {
    label: 'Social Analytics channels',
    items: [
      { label: 'Facebook', icon: <SocialIcon />, to: '/facebook-analytics' },
      { label: 'TikTok', icon: <SocialIcon />, to: '/tiktok-analytics' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Social Analytics channels' }))
    await expect(nav.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      '/facebook-analytics',
    )
    await expect(nav.getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      '/tiktok-analytics',
    )
  },
})

/** An action tile (Logout, here at every width): it does something rather than open a page. */
export const ActionTile = meta.story({
  globals: desktop,
  args: { items: [...links, { ...logoutTile, phoneOnly: false }] },
  play: async ({ canvas, userEvent }) => {
    logout.mockClear()
    const action = canvas.getByRole('button', { name: 'Logout' })
    await expect(action).toBeVisible()
    await userEvent.click(action)
    await expect(logout).toHaveBeenCalledOnce()
  },
})

/** The phone-only Logout tile on a phone: it closes the list, and logs out. */
export const PhoneOnlyTileOnAPhone = meta.story({
  globals: phone,
  args: { items: [...links, logoutTile] },
  play: async ({ canvas, userEvent }) => {
    logout.mockClear()
    const tile = canvas.getByRole('button', { name: 'Logout' })
    await expect(tile).toBeVisible()
    const items = canvas.getAllByRole('listitem')
    await expect(items.at(-1)).toContainElement(tile)
    await userEvent.click(tile)
    await expect(logout).toHaveBeenCalledOnce()
  },
})

/** The same tiles on a desktop: no Logout tile (the shell's Logout does the job there). */
export const PhoneOnlyTileOnADesktop = meta.story({
  globals: desktop,
  args: { items: [...links, logoutTile] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    await expect(canvas.getAllByRole('link')).toHaveLength(4)
  },
})
