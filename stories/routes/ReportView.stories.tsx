import { expect, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { currentPath, currentQuery, PortalApp, storeDemoSession } from '../support/PortalApp'
import { findByRoleAndText } from '../support/queries'
import { chooseAdvertiser } from '../support/steps'

/**
 * The open report has an address of its own (`view=report`): View Report adds it as a new
 * history entry, Previous Page goes back to the selection, and a reload or a shared link with it
 * opens the report again once the advertisers are loaded.
 */
const meta = preview.meta({
  title: 'Routes/Report View In The Address',
  component: PortalApp,
  parameters: { router: false },
  args: { path: '/facebook-analytics' },
  beforeEach: () => {
    storeDemoSession()
  },
})

const northwindFrame = 'Facebook report for Northwind Outdoor Co.'

/** The browser's Back closes the report, exactly like Previous Page; Forward opens it again. */
export const BackAndForward = meta.story({
  args: { browserButtons: true },
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
    await expect(await canvas.findByTitle(northwindFrame, {})).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }))
    await waitFor(() => expect(canvas.queryByTitle(northwindFrame)).toBeNull())
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveFocus()
    await expect(currentQuery(canvas)).toHaveTextContent(/^\?advertiser=adv-001$/)
    await userEvent.click(canvas.getByRole('button', { name: 'Browser forward' }))
    await expect(await canvas.findByTitle(northwindFrame, {})).toBeVisible()
    await expect(
      await findByRoleAndText(canvas, 'status', 'Loading your Facebook report…'),
    ).toBeVisible()
    await expect(currentQuery(canvas)).toHaveTextContent('?advertiser=adv-001&view=report')
  },
})

export const ViewReportAddsTheView = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.')
    await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
    await expect(await canvas.findByTitle(northwindFrame, {})).toBeVisible()
    await expect(currentQuery(canvas)).toHaveTextContent('?advertiser=adv-001&view=report')
    // Previous Page goes back to the entry the report was opened from.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await waitFor(() => expect(canvas.queryByTitle(northwindFrame)).toBeNull())
    await expect(currentQuery(canvas)).toHaveTextContent('?advertiser=adv-001')
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveFocus()
  },
})

/** A reload, or a shared link, with the view in it opens that advertiser's report again. */
export const OpenedFromTheAddress = meta.story({
  args: { path: '/facebook-analytics?advertiser=adv-001&view=report' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle(northwindFrame, {})).toBeVisible()
    await expect(
      await findByRoleAndText(canvas, 'status', 'Loading your Facebook report…'),
    ).toBeVisible()
  },
})

/**
 * Opened from the address, Previous Page has no entry of the portal's to go back to: it takes
 * the view out of the address in place, and the client stays on the page.
 */
export const PreviousPageStaysInThePortal = meta.story({
  args: { path: '/facebook-analytics?advertiser=adv-001&view=report' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTitle(northwindFrame, {})
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
    await expect(await canvas.findByRole('button', { name: 'View Report' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent('/facebook-analytics')
    await waitFor(() => expect(currentQuery(canvas)).toHaveTextContent(/^\?advertiser=adv-001$/))
  },
})

/** The view for an advertiser with no link here: the selection, saying so. */
export const NoLinkForThisChannel = meta.story({
  args: { path: '/facebook-analytics?advertiser=adv-007&view=report' },
  play: async ({ canvas }) => {
    await expect(
      await findByRoleAndText(
        canvas,
        'status',
        'No Facebook report found for Meridian Health Partners. Contact your rep to activate.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByTitle(/^Facebook report for/)).toBeNull()
    await waitFor(() => expect(currentQuery(canvas)).toHaveTextContent(/^\?advertiser=adv-007$/))
  },
})

/** The view for an advertiser the user does not have opens nobody's report. */
export const NotTheUsersAdvertiser = meta.story({
  args: { path: '/facebook-analytics?advertiser=someone-elses&view=report' },
  play: async ({ canvas }) => {
    await expect(
      await findByRoleAndText(
        canvas,
        'status',
        'That advertiser is not available to your account.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByTitle(/^Facebook report for/)).toBeNull()
    await waitFor(() => expect(currentQuery(canvas)).toHaveTextContent(/^$/))
  },
})
