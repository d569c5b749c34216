import { expect, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { phone } from '../../.storybook/viewports'
import { failures } from '../../src/mocks/handlers'
import { currentPath, PortalApp, storeDemoSession } from '../support/PortalApp'
import { nothingStored, seedStorage, stored } from '../../src/mocks/storage'
import { findAnnounced, queryAnnounced } from '../support/queries'
import { exactly } from '../support/exactly'

/**
 * Logging out: from the bar or a phone's Logout tile, what the client sees while it runs, and after
 * it, whether the server agreed or not.
 */
const meta = preview.meta({
  title: 'Routes/Logout',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/settings' },
  beforeEach: () => {
    storeDemoSession()
    seedStorage({
      legacyEmail: 'demo@clientportal.test',
      advertiserName: 'Northwind Outdoor Co.',
      advertiserId: 'adv-001',
    })
    sessionStorage.setItem('draft', 'something')
  },
})

async function expectSessionCleared() {
  await expect(stored()).toEqual(nothingStored)
  await expect(sessionStorage.length).toBe(0)
}

/** The server agrees: everything is cleared and sign-in says 'Logged out successfully!'. */
export const Success = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
    await expectSessionCleared()
  },
})

/** The server call fails: the session is cleared all the same, and the user is told. */
export const ServerFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('logout'))
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('An error occurred during logout.'),
    )
    await expectSessionCleared()
  },
})

export const NetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('logout'))
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('An error occurred during logout.'),
    )
    await expectSessionCleared()
  },
})

/** The logout message is said once: after a visit to another page, sign-in starts clean. */
export const MessageShownOnce = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot Password' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to Login' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(queryAnnounced(canvas, 'Logged out successfully!')).not.toBeInTheDocument()
  },
})

// Issue 26, S3: a tab closed now leaves no token behind.
/**
 * A slow logout call: the control waits and cannot be pressed twice, and the page stays until the
 * server has answered; nothing of the session stays stored meanwhile. (A finite delay: an endless
 * one would time out in a later story.)
 */
export const LoggingOut = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.slow('logout', 800))
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    const waiting = await canvas.findByRole('button', { name: 'Logging out...' })
    await expect(waiting).toHaveAttribute('aria-disabled', 'true')
    // Busy, not disabled: the focus stays on the control that was pressed.
    await expect(waiting).toHaveFocus()
    await expect(stored().token).toBeNull()
    await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
  },
})

/** On a phone, the dashboard's Logout tile does the same. */
export const FromPhoneTile = meta.story({
  args: { path: '/dashboard' },
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const tiles = await canvas.findByRole('navigation', { name: 'Portal areas' })
    await userEvent.click(within(tiles).getByRole('button', { name: 'Logout' }))
    await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
    await expectSessionCleared()
  },
})
