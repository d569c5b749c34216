import { expect, fn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { announceUpdate } from '../../src/serviceWorker/portalUpdate'
import { updateMessage } from '../../src/serviceWorker/messages'
import { PortalApp, storeDemoSession } from '../support/PortalApp'
import { findByRoleAndText, queryByRoleAndText } from '../support/queries'

/**
 * A new build of the portal is out while the client has it open (issue 41, README, On the
 * client's device): its service worker waits, and the shell says so, politely, with Reload. A
 * stand-in for the waiting worker takes the page's message; nothing reloads by itself.
 */
const newBuild = { postMessage: fn() }
const notice = /^A new version of the Client Portal is available\./

/**
 * A new version of the portal has been released while the client has it open: a notice offers to
 * reload.
 */
const meta = preview.meta({
  title: 'Routes/New version',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
    newBuild.postMessage.mockClear()
    // The next story starts with no new build waiting.
    return () => announceUpdate(null)
  },
})

/** The notice, with Reload: the new build is asked to take over (the page reloads once it has). */
export const Offered = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })
    await expect(queryByRoleAndText(canvas, 'status', notice)).not.toBeInTheDocument()
    announceUpdate(newBuild)
    await expect(await findByRoleAndText(canvas, 'status', notice)).toBeVisible()
    // Nothing happens until the client chooses.
    await expect(newBuild.postMessage).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(newBuild.postMessage).toHaveBeenCalledOnce()
    await expect(newBuild.postMessage).toHaveBeenCalledWith(updateMessage)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  },
})

/** Dismissed, the notice goes, and the page stays on the build it has. */
export const Dismissed = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })
    announceUpdate(newBuild)
    await findByRoleAndText(canvas, 'status', notice)
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(queryByRoleAndText(canvas, 'status', notice)).not.toBeInTheDocument()
    await expect(newBuild.postMessage).not.toHaveBeenCalled()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  },
})
