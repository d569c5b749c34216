import { expect, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { failures } from '../../src/mocks/handlers'
import { seedStorage, stored } from '../../src/mocks/storage'
import {
  currentPath,
  currentQuery,
  PortalApp,
  storeDemoSession,
  type PlayTools,
} from '../support/PortalApp'
import { chooseAdvertiser } from '../support/steps'
import { exactly } from '../support/exactly'

/**
 * Each tab keeps its own place (issue 54): a page opened from a link walks up by Previous Page and
 * never back down; a move through a menu keeps the tab's own advertiser, whatever another tab
 * chose; a link's advertiser is remembered once the list holds it, after Try again too.
 */
const meta = preview.meta({
  title: 'Routes/Each Tab Keeps Its Place',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
})

const heading = (canvas: PlayTools['canvas'], name: string) =>
  canvas.findByRole('heading', { name, level: 1 })

/**
 * A shared link to an open Facebook report: Previous Page closes the report, then goes up to
 * Social Analytics, then to the dashboard, which has nothing behind it and no Previous Page.
 */
export const PreviousPageWalksUpFromALink = meta.story({
  args: { path: '/facebook-analytics?advertiser=adv-001&view=report' },
  play: async ({ canvas, userEvent }) => {
    const previousPage = () => canvas.getByRole('button', { name: 'Previous Page' })
    await canvas.findByText('Loading your Facebook report…')
    await userEvent.click(previousPage())
    await canvas.findByRole('button', { name: 'View Report' })
    await userEvent.click(previousPage())
    await heading(canvas, 'Social Analytics')
    await userEvent.click(previousPage())
    // The dashboard, after its 500 ms loading screen: not the report page again.
    await heading(canvas, 'Dashboard')
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/dashboard'))
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-001'))
    await expect(canvas.queryByRole('button', { name: 'Previous Page' })).not.toBeInTheDocument()
  },
})

/**
 * This tab chose Northwind; another tab then chose Brightline (the stored choice). A move through
 * the Social Analytics menu to Facebook keeps this tab's Northwind: every link carries it.
 */
export const MenuKeepsThisTabsAdvertiser = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    seedStorage({ advertiserName: 'Brightline Dental Group', advertiserId: 'adv-003' })
    await userEvent.click(canvas.getByRole('link', { name: /^Social Analytics/ }))
    await heading(canvas, 'Social Analytics')
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-001'))
    await userEvent.click(canvas.getByRole('link', { name: /^Facebook/ }))
    await heading(canvas, 'Facebook Analytics')
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toHaveValue('Northwind Outdoor Co.'))
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-001'))
  },
})

/**
 * A link naming Brightline while the list fails: Try again shows Brightline, and remembers it for
 * the next visit in place of the choice stored before.
 */
export const TryAgainRemembersTheLinksAdvertiser = meta.story({
  args: { path: '/facebook-analytics?advertiser=adv-003' },
  beforeEach: ({ msw }) => {
    seedStorage({ advertiserName: 'Atlas Home Services', advertiserId: 'adv-008' })
    msw.use(failures.failsOnce('advertisers'))
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      exactly('Failed to load advertisers.'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const select = canvas.getByRole('combobox', { name: 'Advertiser' })
    await waitFor(() => expect(select).toHaveValue('Brightline Dental Group'))
    await waitFor(() => expect(stored().advertiserId).toBe('adv-003'))
    await expect(stored().advertiserName).toBe('Brightline Dental Group')
    await expect(currentQuery(canvas)).toHaveTextContent(exactly('?advertiser=adv-003'))
  },
})
