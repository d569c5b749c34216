import { expect, fn, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { signedInScreen } from '../../../stories/support/screenStories'
import { desktop, phone } from '../../../.storybook/viewports'
import type { AdvertiserSelectChoice } from '../../components/AdvertiserSelect'
import { failed, loading, ready } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { advertiserNamesSorted } from '../../mocks/fixtures'
import { DashboardScreen } from './DashboardScreen'
import { expectAnnounced } from '../../../stories/support/queries'
import { exactly } from '../../../stories/support/exactly'

/** The dropdown as most stories have it: every advertiser, none chosen. A story spreads it. */
const advertiserSelect: AdvertiserSelectChoice = {
  names: ready(advertiserNamesSorted),
  value: null,
  onChange: fn(),
}

/**
 * The dashboard, where a signed-in client starts: they choose an advertiser, then a tile: Social
 * Analytics, Programmatic Analytics, Cinema Analytics, Sherloc's AI Optimizations, Notifications or
 * Settings. Drawn in the portal's bar, with the page's margins, as the client sees it.
 */
const meta = preview.meta({
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  ...signedInScreen,
  args: {
    advertiserSelect,
    onLogout: fn(),
  },
})

const areaTiles = [
  ['Social Analytics', '/social-analytics'],
  ['Programmatic Analytics', '/programmatic-analytics'],
  ['Cinema Analytics', '/cinema-analytics'],
  ['Sherloc', '/ai-optimizations'],
  ['Notifications', '/notifications'],
  ['Settings', '/settings'],
] as const

/** The menu on a desktop: the dropdown with 'Choose Advertiser' first, then the six tiles. */
export const Loaded = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'powered by Client Portal (dashboard)' }),
    ).toHaveAttribute('href', '/dashboard')
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    const options = within(select).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Choose Advertiser',
      ...advertiserNamesSorted,
    ])
    await expect(select).toHaveValue('')
    const nav = canvas.getByRole('navigation', { name: 'Portal areas' })
    for (const [name, href] of areaTiles) {
      await expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      )
    }
    // Nothing to go back to after signing in: no Previous Page.
    await expect(canvas.queryByRole('button', { name: 'Previous Page' })).not.toBeInTheDocument()
    // The Logout tile is for phones; on a desktop the shell's Logout does the job.
    await expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  },
})

/** Arrived from another page of the portal: Previous Page goes back to it. */
export const WithPreviousPage = meta.story({
  args: { onPreviousPage: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(args.onPreviousPage).toHaveBeenCalledOnce()
  },
})

/**
 * The client chooses an advertiser from the dropdown; 'Choose Advertiser' at its top clears the
 * choice.
 */
export const ChoosingAnAdvertiser = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await userEvent.selectOptions(select, 'Harbor & Pine Realty')
    await expect(args.advertiserSelect.onChange).toHaveBeenLastCalledWith('Harbor & Pine Realty')
    await userEvent.selectOptions(select, 'Choose Advertiser')
    await expect(args.advertiserSelect.onChange).toHaveBeenLastCalledWith(null)
  },
})

/** An advertiser chosen: its name shows in the dropdown, and the tiles open its reports. */
export const AdvertiserChosen = meta.story({
  args: { advertiserSelect: { ...advertiserSelect, value: 'Northwind Outdoor Co.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(
      'Northwind Outdoor Co.',
    )
  },
})

/** The advertiser list on its way: the dropdown waits, and says it is loading. */
export const AdvertisersLoading = meta.story({
  args: { advertiserSelect: { ...advertiserSelect, names: loading } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toBeDisabled()
    await expectAnnounced(canvas, 'Loading advertisers…')
  },
})

/**
 * The advertiser list could not be loaded: the page says so, with Try again beside it. The tiles
 * still work.
 */
export const AdvertisersFailed = meta.story({
  args: {
    advertiserSelect: { ...advertiserSelect, names: failed(messages.advertisersFailed, fn()) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    // The rest of the portal stays usable.
    await expect(canvas.getByRole('link', { name: 'Settings Profile and password' })).toBeVisible()
  },
})

/**
 * No advertiser is assigned to this client yet: the dropdown has nothing to choose, and the page
 * says so.
 */
export const NoAdvertisers = meta.story({
  args: { advertiserSelect: { ...advertiserSelect, names: ready([]) } },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await expect(within(select).getAllByRole('option')).toHaveLength(1)
    await expectAnnounced(canvas, 'No advertisers are assigned to your account yet.')
  },
})

/** On a phone the tiles stack, and a Logout tile closes the list. */
export const PhoneWithLogoutTile = meta.story({
  globals: phone,
  play: async ({ canvas, userEvent, args }) => {
    // The page's tile, not the shell's Logout above it.
    const logout = within(canvas.getByRole('main')).getByRole('button', { name: 'Logout' })
    await expect(logout).toBeVisible()
    await userEvent.click(logout)
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
})

/**
 * Logout pressed on a phone: while the portal signs the client out, the tile reads 'Logging out...'
 * and waits, as the Logout in the bar does.
 */
export const PhoneLoggingOut = meta.story({
  // Busy, not disabled: the tile keeps the focus of the keyboard user who pressed it.
  globals: phone,
  args: { loggingOut: true },
  play: async ({ canvas, userEvent, args }) => {
    const tile = within(canvas.getByRole('main')).getByRole('button', { name: 'Logging out...' })
    await expect(tile).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(tile)
    await expect(args.onLogout).not.toHaveBeenCalled()
    await expect(tile).toHaveFocus()
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  },
})
