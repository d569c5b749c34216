import { expect, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { failures } from '../../src/mocks/handlers'
import { advertiserNamesSorted } from '../../src/mocks/fixtures'
import { PortalApp, storeDemoSession } from '../support/PortalApp'
import { stored } from '../../src/mocks/storage'
import { findAnnounced } from '../support/queries'
import { chooseAdvertiser } from '../support/steps'
import { exactly } from '../support/exactly'

/**
 * The live dashboard: the advertiser list as the server gives it, a choice kept across pages, and
 * where the keyboard's focus goes when the page changes.
 */
const meta = preview.meta({
  title: 'Routes/Dashboard',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
})

/** The demo client's eight advertisers, A to Z, the one whose name comes twice listed once. */
export const AdvertisersUniqueAndSorted = meta.story({
  // Names read from `advertiser` or `name`.
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
    // Shown disabled while the advertisers load (the call can outlast the loading screen).
    await waitFor(() => expect(select).toBeEnabled())
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent)
    await expect(names).toEqual(['Choose Advertiser', ...advertiserNamesSorted])
  },
})

/** The choice is kept app-wide: it is stored, and shown again when the dashboard comes back. */
export const ChoiceIsShared = meta.story({
  play: async (tools) => {
    const { canvas, userEvent } = tools
    // Once the advertisers have loaded: a busy run showed the dropdown still disabled here.
    await chooseAdvertiser(tools, 'Summit Ridge Auto')
    await expect(stored().advertiserName).toBe('Summit Ridge Auto')
    await expect(stored().advertiserId).toBe('adv-004')
    await userEvent.click(canvas.getByRole('link', { name: 'Settings Profile and password' }))
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Dashboard' }))
    await expect(await canvas.findByRole('combobox', { name: 'Advertiser' })).toHaveValue(
      'Summit Ridge Auto',
    )
  },
})

// README, Accessibility.
/**
 * A page change moves the focus to the new page's heading: a screen reader reads the page's title,
 * and the next Tab starts in the page. The dashboard's heading takes it once its loading screen
 * gives way; the shell's link that led there loses it too.
 */
export const PageChangeFocusesHeading = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Settings Profile and password' }),
    )
    const settings = await canvas.findByRole('heading', { level: 1, name: 'Settings' })
    await waitFor(() => expect(settings).toHaveFocus())
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Dashboard' }))
    const dashboard = await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })
    await waitFor(() => expect(dashboard).toHaveFocus())
    await userEvent.tab()
    await expect(canvas.getByRole('main')).toContainElement(document.activeElement as HTMLElement)
  },
})

export const AdvertisersServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('advertisers', 'Database unavailable'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
  },
})

/** Data that is not an array never reaches the dropdown. */
export const AdvertisersWrongShape = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.wrongShape('advertisers', { advertisers: ['Acme'] }))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
  },
})

export const AdvertisersNetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('advertisers'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
  },
})

export const AdvertisersStillLoading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.slow('advertisers'))
  },
  play: async ({ canvas }) => {
    await expect(await findAnnounced(canvas, 'Loading advertisers…')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Advertiser' })).toBeDisabled()
  },
})

export const NoAdvertisers = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('advertisers', []))
  },
  play: async ({ canvas }) => {
    await expect(
      await findAnnounced(canvas, 'No advertisers are assigned to your account yet.'),
    ).toBeVisible()
  },
})
