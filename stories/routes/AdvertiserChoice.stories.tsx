import { expect, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import {
  advertiserNamesSorted,
  advertiserRecords,
  demoUser,
  generatedAdvertisers,
} from '../../src/mocks/fixtures'
import { failures } from '../../src/mocks/handlers'
import { recentListKey, seedStorage, stored } from '../../src/mocks/storage'
import { currentQuery, PortalApp, storeDemoSession } from '../support/PortalApp'
import { findAnnounced, queryAnnounced } from '../support/queries'
import { chooseAdvertiser } from '../support/steps'
import { exactly } from '../support/exactly'

// The chosen advertiser lives in the address as `?advertiser=<id>` on every page with the
// dropdown, so a pasted link opens on the same advertiser; and past ten advertisers the dropdown
// gets 'Find advertiser' and 'Recently viewed'.
/**
 * The chosen advertiser, across the portal: it is in the page's address, so a pasted link opens on
 * the same advertiser; it stays chosen from page to page; and past ten advertisers the dropdown
 * offers Find advertiser and Recently viewed.
 */
const meta = preview.meta({
  title: 'Routes/Choosing An Advertiser',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
    localStorage.removeItem(recentListKey(demoUser.email))
  },
})

const unavailable = 'That advertiser is not available to your account.'

async function advertiserSelect(canvas: Parameters<typeof chooseAdvertiser>[0]['canvas']) {
  const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
  await waitFor(() => expect(select).toBeEnabled())
  return select
}

/** A link with an id of the user's chooses that advertiser, as if picked, and stores it. */
export const ArriveWithId = meta.story({
  args: { path: '/dashboard?advertiser=adv-003' },
  play: async ({ canvas }) => {
    const select = await advertiserSelect(canvas)
    await waitFor(() => expect(select).toHaveValue('Brightline Dental Group'))
    // Stored once the list says it is the client's (the route's loader).
    await waitFor(() => expect(stored().advertiserId).toBe('adv-003'))
    await expect(stored().advertiserName).toBe('Brightline Dental Group')
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-003'))
  },
})

/** Choosing writes the address in place; 'Choose Advertiser' takes the parameter away. */
export const ChoosingWritesTheAddress = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Summit Ridge Auto')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-004')),
    )
    await chooseAdvertiser({ canvas, userEvent }, 'Copperleaf Coffee Roasters')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-005')),
    )
    await chooseAdvertiser({ canvas, userEvent }, 'Choose Advertiser')
    await waitFor(() => expect(currentQuery(canvas)).toHaveTextContent(/^$/))
    await expect(stored().advertiserName).toBeNull()
  },
})

/** Arriving with a stored choice and no parameter: the address names it (the route's loader). */
export const StoredChoiceIsAdded = meta.story({
  args: { path: '/ai-optimizations' },
  beforeEach: () => {
    seedStorage({ advertiserName: 'Northwind Outdoor Co.', advertiserId: 'adv-001' })
  },
  play: async ({ canvas }) => {
    await advertiserSelect(canvas)
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-001')),
    )
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(
      'Northwind Outdoor Co.',
    )
  },
})

/**
 * An id that is not the user's chooses nothing and says so, and is taken out of the address (Copy
 * link and a reload would say it again); the stored choice stays for the next visit. Choosing
 * another advertiser puts the message away.
 */
export const UnknownIdChoosesNothing = meta.story({
  args: { path: '/facebook-analytics?advertiser=someone-elses-42' },
  beforeEach: () => {
    seedStorage({ advertiserName: 'Atlas Home Services', advertiserId: 'adv-008' })
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await findAnnounced(canvas, unavailable)).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue('')
    await waitFor(() => expect(currentQuery(canvas)).toHaveTextContent(/^$/))
    await expect(queryAnnounced(canvas, unavailable)).toBeVisible()
    await expect(stored().advertiserId).toBe('adv-008')
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await expect(queryAnnounced(canvas, unavailable)).toBeNull()
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-001')),
    )
  },
})

/** With nothing stored, an unknown id chooses nothing, says so, leaves the address, stores nothing. */
export const UnknownIdWithoutChoice = meta.story({
  args: { path: '/dashboard?advertiser=nope' },
  play: async ({ canvas }) => {
    await expect(await findAnnounced(canvas, unavailable)).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue('')
    await waitFor(() => expect(currentQuery(canvas)).toHaveTextContent(/^$/))
    await expect(queryAnnounced(canvas, unavailable)).toBeVisible()
    await expect(stored().advertiserId).toBeNull()
  },
})

/** A report page opened from a link is ready to view that advertiser's report. */
export const ReportLink = meta.story({
  args: { path: '/youtube-analytics?advertiser=adv-001' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'View Report' })
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'))
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(
      'Northwind Outdoor Co.',
    )
  },
})

/** The address wins over an advertiser passed in navigation state (Truth Social, Rumble). */
export const AddressWinsOverPassedState = meta.story({
  args: {
    path: '/truthsocial-analytics?advertiser=adv-003',
    state: { advertiser: 'Summit Ridge Auto' },
  },
  play: async ({ canvas }) => {
    const select = await advertiserSelect(canvas)
    await waitFor(() => expect(select).toHaveValue('Brightline Dental Group'))
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-003'))
  },
})

/** A record without an id is named by its name. */
export const RecordWithoutId = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('advertisers', [{ advertiser: 'Plain Name Bakery' }]))
  },
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Plain Name Bakery')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=Plain+Name+Bakery')),
    )
  },
})

const manyRecords = [
  ...advertiserRecords,
  ...generatedAdvertisers(30),
  { _id: 'cafe-1', advertiser: 'Café Rouge', facebook: 'https://reports.example/cafe' },
]

/**
 * Past ten advertisers: 'Find advertiser' narrows the list ('cafe' finds 'Café Rouge'), and each
 * choice joins 'Recently viewed', newest first, one click to choose again.
 */
export const FindAndRecentlyViewed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('advertisers', manyRecords))
  },
  play: async ({ canvas, userEvent }) => {
    const select = await advertiserSelect(canvas)
    const total = within(select).getAllByRole('option').length - 1
    const search = canvas.getByRole('searchbox', { name: 'Find advertiser' })
    await expect(search).toHaveAccessibleDescription(`${total} of ${total} advertisers`)
    await expect(canvas.queryByRole('list', { name: 'Recently viewed' })).toBeNull()

    await userEvent.type(search, 'cafe')
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose Advertiser', 'Café Rouge'])
    await expect(search).toHaveAccessibleDescription(`1 of ${total} advertisers`)
    await userEvent.selectOptions(select, 'Café Rouge')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=cafe-1')),
    )
    await userEvent.click(search)
    await userEvent.keyboard('{Escape}')
    await expect(search).toHaveValue('')

    await chooseAdvertiser({ canvas, userEvent }, 'Summit Ridge Auto')
    const recent = canvas.getByRole('list', { name: 'Recently viewed' })
    await expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Summit Ridge Auto', 'Café Rouge'])
    await userEvent.click(within(recent).getByRole('button', { name: 'Café Rouge' }))
    await expect(select).toHaveValue('Café Rouge')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=cafe-1')),
    )
  },
})

/** Six advertisers chosen one after another: 'Recently viewed' keeps the five newest, newest first. */
export const RecentlyViewedKeepsFive = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('advertisers', manyRecords))
  },
  play: async ({ canvas, userEvent }) => {
    const chosen = [
      'Northwind Outdoor Co.',
      'Brightline Dental Group',
      'Summit Ridge Auto',
      'Copperleaf Coffee Roasters',
      'Meridian Health Partners',
      'Café Rouge',
    ]
    for (const name of chosen) await chooseAdvertiser({ canvas, userEvent }, name)
    const recent = canvas.getByRole('list', { name: 'Recently viewed' })
    await expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Café Rouge',
      'Meridian Health Partners',
      'Copperleaf Coffee Roasters',
      'Summit Ridge Auto',
      'Brightline Dental Group',
    ])
    await expect(within(recent).getByRole('button', { name: 'Café Rouge' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
})

const seededRecent = ['Summit Ridge Auto', 'Café Rouge']

/** Recently viewed is a preference, not the session: logging out keeps it. */
export const RecentlyViewedOutlivesLogout = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('advertisers', manyRecords))
    localStorage.setItem(recentListKey(demoUser.email), JSON.stringify(seededRecent))
  },
  play: async ({ canvas, userEvent }) => {
    await advertiserSelect(canvas)
    const recent = canvas.getByRole('list', { name: 'Recently viewed' })
    await expect(within(recent).getAllByRole('button')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(await canvas.findByRole('button', { name: 'Login' })).toBeVisible()
    await expect(stored().token).toBeNull()
    await expect(localStorage.getItem(recentListKey(demoUser.email))).toBe(
      JSON.stringify(seededRecent),
    )
  },
})

/** The profile of a client with the many advertisers above: more than ten, so the list shows. */
const manyProfile = {
  name: demoUser.name,
  email: demoUser.email,
  mobile: demoUser.mobile,
  role: 'client',
  advertiserObjects: [
    ...advertiserNamesSorted,
    ...generatedAdvertisers(30).map((record) => record.advertiser),
    'Café Rouge',
  ].map((advertiser) => ({ advertiser })),
}

/**
 * Settings' 'Clear recently viewed', offered where the list shows (more than ten advertisers, and
 * some of them viewed): it forgets them, says so, and goes, with the focus on Edit Password.
 */
export const ClearedInSettings = meta.story({
  args: { path: '/settings' },
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('profile', manyProfile))
    localStorage.setItem(recentListKey(demoUser.email), JSON.stringify(seededRecent))
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear recently viewed' }))
    await expect(await findAnnounced(canvas, 'Recently viewed advertisers cleared.')).toBeVisible()
    await expect(localStorage.getItem(recentListKey(demoUser.email))).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Clear recently viewed' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toHaveFocus()
  },
})

/** Ten advertisers or fewer (the demo client's eight): no recently viewed list, nothing offered. */
export const NoClearWithTenOrFewer = meta.story({
  args: { path: '/settings' },
  beforeEach: () => {
    localStorage.setItem(recentListKey(demoUser.email), JSON.stringify(seededRecent))
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Advertisers' })
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear recently viewed' })).toBeNull()
  },
})

/** More than ten, but none viewed yet (or none still the user's): nothing to clear. */
export const NoClearWithNothingViewed = meta.story({
  args: { path: '/settings' },
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('profile', manyProfile))
    localStorage.setItem(recentListKey(demoUser.email), JSON.stringify(['Retired Advertiser LLC']))
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Advertisers' })
    await expect(canvas.queryByRole('button', { name: 'Clear recently viewed' })).toBeNull()
  },
})

/**
 * The choice is by name: a link to the second of two records that share a name chooses that
 * name, the first record's (stored, and its report shared by Copy link); later choices write the
 * address as usual.
 */
export const LinkToASharedName = meta.story({
  args: { path: '/facebook-analytics?advertiser=adv-006' },
  play: async ({ canvas, userEvent }) => {
    const select = await advertiserSelect(canvas)
    await waitFor(() => expect(select).toHaveValue('Harbor & Pine Realty'))
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-006'))
    await waitFor(() => expect(stored().advertiserId).toBe('adv-002'))
    await chooseAdvertiser({ canvas, userEvent }, 'Atlas Home Services')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-008')),
    )
  },
})

/** A stored choice under an old name does not undo the advertiser a link names. */
export const LinkOverAStaleStoredName = meta.story({
  args: { path: '/dashboard?advertiser=adv-003' },
  beforeEach: () => {
    seedStorage({ advertiserName: 'Atlas (renamed since)', advertiserId: 'adv-008' })
  },
  play: async ({ canvas }) => {
    const select = await advertiserSelect(canvas)
    await waitFor(() => expect(select).toHaveValue('Brightline Dental Group'))
    await expect(stored().advertiserId).toBe('adv-003')
    await expect(stored().advertiserName).toBe('Brightline Dental Group')
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-003'))
  },
})

/**
 * Back returns to the page as it was: its address names the advertiser it showed, and that
 * advertiser is chosen again (and stored, so the pages after it follow).
 */
export const BackShowsThePageAsItWas = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Summit Ridge Auto')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-004')),
    )
    await userEvent.click(
      canvas.getByRole('link', { name: 'Cinema Analytics Cinema campaign reports' }),
    )
    // The report page's code loads first: choose only once it shows, not on the dashboard's
    // select before it goes.
    await canvas.findByRole('heading', { name: 'Cinema Analytics' })
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-004')),
    )
    await chooseAdvertiser({ canvas, userEvent }, 'Atlas Home Services')
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-008')),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    const select = await advertiserSelect(canvas)
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await waitFor(() => expect(select).toHaveValue('Summit Ridge Auto'))
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-004'))
    await waitFor(() => expect(stored().advertiserName).toBe('Summit Ridge Auto'))
  },
})
