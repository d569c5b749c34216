import { expect, spyOn, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { channels, reportTitle } from '../../src/domain/channels'
import { scaleUser } from '../../src/mocks/fixtures'
import { failures } from '../../src/mocks/handlers'
import { currentPath, currentQuery, PortalApp, storeDemoSession } from '../support/PortalApp'
import { chooseAdvertiser } from '../support/steps'
import { seedStorage, stored } from '../../src/mocks/storage'
import { getByRoleAndText, queryByRoleAndText, expectAnnounced } from '../support/queries'
import { exactly } from '../support/exactly'

/**
 * The live report pages: choosing an advertiser and View Report, with the report's loader;
 * advertisers' links as the server sends them, good and bad; and each of the 16 report pages, from
 * its menu.
 */
const meta = preview.meta({
  title: 'Routes/Reports',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/facebook-analytics' },
  beforeEach: () => {
    storeDemoSession()
  },
})

/**
 * Choose an advertiser, then View Report: the report under the loader, which goes once the report
 * has loaded (and at least 5.5 s have passed); Previous Page closes it.
 */
export const ViewReport = meta.story({
  // The link made absolute with rm=embed; the loader goes once the frame has loaded and 4000 + 1500
  // ms have passed.
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    // Read the clock before the click: the portal starts its 4000 + 1500 ms at the click, and
    // userEvent may return a while after it on a busy machine.
    const beforeClick = performance.now()
    await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
    const frame = canvas.getByTitle('Facebook report for Northwind Outdoor Co.')
    await expect(frame).toHaveAttribute(
      'src',
      `${window.location.origin}/demo-reports/facebook.html?advertiser=Northwind%20Outdoor%20Co.&rm=embed`,
    )
    await expect(getByRoleAndText(canvas, 'status', 'Loading your Facebook report…')).toBeVisible()
    await waitFor(
      () =>
        expect(
          queryByRoleAndText(canvas, 'status', 'Loading your Facebook report…'),
        ).not.toBeInTheDocument(),
      { timeout: 60_000 },
    )
    await expect(performance.now() - beforeClick).toBeGreaterThanOrEqual(5500)
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveFocus()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/facebook-analytics'))
  },
})

/** The dashboard's choice carries over: the advertiser is already chosen here. */
export const SharedChoice = meta.story({
  args: { path: '/instagram-analytics' },
  beforeEach: () => {
    seedStorage({ advertiserName: 'Brightline Dental Group' })
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'View Report' })
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'))
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(
      'Brightline Dental Group',
    )
  },
})

export const NoLinkForAdvertiser = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Meridian Health Partners')
    await expectAnnounced(
      canvas,
      'No Facebook report found for Meridian Health Partners. Contact your rep to activate.',
    )
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

/** A link made only of spaces counts as no link (Summit Ridge Auto's YouTube link). */
export const BlankLink = meta.story({
  args: { path: '/youtube-analytics' },
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Summit Ridge Auto')
    await expectAnnounced(
      canvas,
      'No YouTube report found for Summit Ridge Auto. Contact your rep to activate.',
    )
  },
})

/** A space-padded link is trimmed before it is framed (Harbor & Pine Realty's Facebook link). */
export const SpacePaddedLink = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Harbor & Pine Realty')
    await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
    await expect(canvas.getByTitle('Facebook report for Harbor & Pine Realty')).toHaveAttribute(
      'src',
      `${window.location.origin}/demo-reports/facebook.html?advertiser=Harbor%20%26%20Pine%20Realty&rm=embed`,
    )
  },
})

/**
 * Advertisers' records the server should never send (broken links): the page carries on, each such
 * link counting as no report.
 */
export const BadRecords = meta.story({
  // No crash and no console error: links that are never framed count as none, with a warning that
  // names no advertiser.
  beforeEach: ({ msw }) => {
    msw.use(
      failures.respond('advertisers', [
        { name: 'Scripted Co', facebook: 'javascript:alert(document.cookie)' },
        { name: 'Data Co', facebook: 'data:text/html,<script>alert(1)</script>' },
        { name: 'Userinfo Co', facebook: 'https://user:secret@reports.example.com/fb' },
        { name: 'Hidden Co', facebook: '\u0001javascript://exa mple/%0aalert(1)' },
        { advertiser: '', facebook: 'https://reports.example.com/nameless' },
        null,
        'not a record',
        { name: 'Absolute Co', facebook: 'https://reports.example.com/fb?id=9#top' },
      ]),
    )
  },
  play: async ({ canvas, userEvent }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {})
    const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toBeEnabled())
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose Advertiser',
      'Absolute Co',
      'Data Co',
      'Hidden Co',
      'Scripted Co',
      'Userinfo Co',
    ])
    const refused = ['Scripted Co', 'Data Co', 'Userinfo Co', 'Hidden Co']
    for (const name of refused) {
      await userEvent.selectOptions(select, name)
      await expectAnnounced(
        canvas,
        `No Facebook report found for ${name}. Contact your rep to activate.`,
      )
      await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
    }
    await waitFor(() =>
      expect(warn.mock.calls).toEqual([
        ['A Facebook report link uses javascript:, which is never framed.'],
        ['A Facebook report link uses data:, which is never framed.'],
        ['A Facebook report link carries a username or password, which is never framed.'],
        ['A Facebook report link uses javascript:, which is never framed.'],
      ]),
    )
    await userEvent.selectOptions(select, 'Absolute Co')
    await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
    await expect(canvas.getByTitle('Facebook report for Absolute Co')).toHaveAttribute(
      'src',
      'https://reports.example.com/fb?id=9&rm=embed#top',
    )
  },
})

export const AdvertisersFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('advertisers', 'Database unavailable'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

/**
 * The advertisers failed to load; 'Try again' asks for them again without reloading the page, and
 * once they are here the dropdown has the focus, to choose one.
 */
export const AdvertisersFailedThenTryAgain = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('advertisers'))
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    // The same page, not a reload: the dropdown it had is the one that now lists them.
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1))
    await expect(select).toHaveFocus()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
  },
})

// Issue 45, row 4.
/**
 * The list failed (the connection dropped, say); the device comes back online: it is asked for
 * again by itself, once, as the shell's offline notice promises.
 */
export const AdvertisersFailedThenBackOnline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('advertisers'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
    const fetchSpy = spyOn(window, 'fetch')
    window.dispatchEvent(new Event('online'))
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    const asked = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/advertisers'))
    await expect(asked).toHaveLength(1)
  },
})

/**
 * The portal asks for someone else's advertisers: the server refuses, and the page says the list
 * could not be loaded.
 */
export const OtherUsersAdvertisers = meta.story({
  // The stored email is not the signed-in user's: 403, as any failure.
  beforeEach: () => {
    seedStorage({ email: scaleUser.email })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
  },
})

export const AdvertisersNotAnArray = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.wrongShape('advertisers', { data: [] }))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
  },
})

/** Truth Social adopts an advertiser passed in navigation state when none is chosen. */
export const TruthSocialAdoptsPassedAdvertiser = meta.story({
  args: { path: '/truthsocial-analytics', state: { advertiser: 'Summit Ridge Auto' } },
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toHaveValue('Summit Ridge Auto'))
    const view = canvas.getByRole('button', { name: 'View Report' })
    await expect(view).toHaveAttribute('aria-disabled', 'false')
    // Adopted for this page only (nothing stored): View Report names it in the address.
    await expect(stored().advertiserId).toBeNull()
    await userEvent.click(view)
    await waitFor(() =>
      expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-004&view=report')),
    )
  },
})

/** Adopted once: clearing the choice afterwards keeps it cleared. */
export const ClearingAfterAdoptionStaysCleared = meta.story({
  args: { path: '/rumble-analytics', state: { advertiser: 'Summit Ridge Auto' } },
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toHaveValue('Summit Ridge Auto'))
    // The change and the effects it sets off have all run when selectOptions returns (React's
    // act wraps every event in a play function), so a re-adoption would show here.
    await userEvent.selectOptions(select, 'Choose Advertiser')
    await expect(select).toHaveValue('')
    await expect(stored().advertiserName).toBeNull()
  },
})

/** ... but keeps a choice already made. */
export const RumbleKeepsExistingChoice = meta.story({
  args: { path: '/rumble-analytics', state: { advertiser: 'Summit Ridge Auto' } },
  beforeEach: () => {
    seedStorage({ advertiserName: 'Northwind Outdoor Co.' })
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toBeEnabled())
    await expect(select).toHaveValue('Northwind Outdoor Co.')
  },
})

/** Other channels ignore navigation state. */
export const FacebookIgnoresPassedAdvertiser = meta.story({
  args: { state: { advertiser: 'Summit Ridge Auto' } },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toBeEnabled())
    await expect(select).toHaveValue('')
  },
})

/** Opened directly, Previous Page leads to the channel's menu rather than out of the portal. */
export const PreviousPageWithoutHistory = meta.story({
  args: { path: '/ctv-analytics' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Previous Page' }))
    await expect(
      await canvas.findByRole('heading', { name: 'Programmatic Analytics' }),
    ).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/programmatic-analytics'))
  },
})

/** Every one of the 16 report routes, reached from its menu, with its own title. */
export const EveryReportRoute = meta.story({
  args: { path: '/dashboard' },
  play: async ({ canvas, userEvent }) => {
    for (const channel of channels) {
      const menuTile =
        channel.menu === 'social'
          ? /^Social Analytics/
          : channel.menu === 'programmatic'
            ? /^Programmatic Analytics/
            : /^Cinema Analytics/
      await userEvent.click(await canvas.findByRole('link', { name: menuTile }))
      if (channel.menu !== 'dashboard') {
        await userEvent.click(await canvas.findByRole('link', { name: channel.label }))
      }
      await expect(await canvas.findByRole('heading', { name: reportTitle(channel) })).toBeVisible()
      await expect(currentPath(canvas)).toHaveTextContent(exactly(channel.path))
      await userEvent.click(canvas.getByRole('link', { name: 'Back to Dashboard' }))
    }
  },
})
