import { expect, waitFor, within } from 'storybook/test'
import preview from '../.storybook/preview'
import { appStoryParameters } from './support/appStories'
import { phone } from '../.storybook/viewports'
import { demoUser } from '../src/mocks/fixtures'
import { currentPath, PortalApp, storeDemoSession, type PlayTools } from './support/PortalApp'
import { chooseAdvertiser, submitLogin } from './support/steps'
import { stored } from '../src/mocks/storage'
import { findAnnounced } from './support/queries'
import { exactly } from './support/exactly'

/**
 * Whole journeys through the live portal, with a pretend backend: sign in, choose an advertiser,
 * open a report, change the password, log out. Open one and watch it play; the Interactions panel
 * lists its steps.
 */
const meta = preview.meta({
  title: 'User flows',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/login' },
})

async function signIn(tools: PlayTools) {
  await submitLogin(tools, demoUser.email, demoUser.password)
  await expect(await tools.canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
}

/** Sign in, land on the dashboard, choose an advertiser, log out. */
export const SignInChooseLogOut = meta.story({
  play: async ({ canvas, userEvent, step }) => {
    await step('sign in', () => signIn({ canvas, userEvent }))
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/client'))
    await step('choose an advertiser', () =>
      chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.'),
    )
    await step('log out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
      await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
    })
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
    await expect(stored().advertiserName).toBeNull()
  },
})

/** The same journey on a phone, logging out from the dashboard's Logout tile. */
export const OnAPhone = meta.story({
  globals: phone,
  play: async ({ canvas, userEvent, step }) => {
    await step('sign in', () => signIn({ canvas, userEvent }))
    await step('choose an advertiser', () =>
      chooseAdvertiser({ canvas, userEvent }, 'Copperleaf Coffee Roasters'),
    )
    await step('log out from the tile', async () => {
      const tiles = canvas.getByRole('navigation', { name: 'Portal areas' })
      await userEvent.click(within(tiles).getByRole('button', { name: 'Logout' }))
      await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
    })
  },
})

/** Dashboard → Social Analytics → Facebook → an advertiser → View Report → back, and back. */
export const OpenAFacebookReport = meta.story({
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('open Social Analytics, then Facebook', async () => {
      await userEvent.click(
        await canvas.findByRole('link', {
          name: 'Social Analytics Facebook, Instagram, TikTok and more',
        }),
      )
      await userEvent.click(await canvas.findByRole('link', { name: 'Facebook' }))
      await expect(await canvas.findByRole('heading', { name: 'Facebook Analytics' })).toBeVisible()
    })
    await step('choose an advertiser and view the report', async () => {
      await chooseAdvertiser({ canvas, userEvent }, 'Brightline Dental Group')
      await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
      await expect(canvas.getByTitle('Facebook report for Brightline Dental Group')).toBeVisible()
    })
    await step('Previous Page closes the report', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
      await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
        'aria-disabled',
        'false',
      )
      await expect(currentPath(canvas)).toHaveTextContent(exactly('/facebook-analytics'))
    })
    await step('Previous Page again goes back to the menu', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
      await expect(await canvas.findByRole('heading', { name: 'Social Analytics' })).toBeVisible()
      await expect(currentPath(canvas)).toHaveTextContent(exactly('/social-analytics'))
    })
  },
})

/** Dashboard → Sherloc → an advertiser → its notes and KPIs. */
export const SeeAiOptimizations = meta.story({
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('open Sherloc', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'Sherloc AI Optimizations' }))
      await expect(await canvas.findByRole('heading', { name: 'AI Optimizations' })).toBeVisible()
    })
    await step('choose an advertiser', () =>
      chooseAdvertiser({ canvas, userEvent }, 'Northwind Outdoor Co.'),
    )
    await step('see its KPIs and notes', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'ROAS' })).toHaveValue('3.86x'),
      )
      const notes = canvas.getByRole('textbox', { name: 'Campaign Notes:' })
      await expect((notes as HTMLTextAreaElement).value).toContain('Spring outdoor push')
    })
  },
})

/** Dashboard → Settings → change the password; then sign in again with the new one. */
export const ChangePassword = meta.story({
  args: { path: '/login' },
  play: async ({ canvas, userEvent, step }) => {
    await step('sign in', () => signIn({ canvas, userEvent }))
    await step('open Settings and change the password', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Settings Profile and password' }))
      await userEvent.click(await canvas.findByRole('button', { name: 'Edit Password' }))
      const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Password' }))
      await userEvent.type(dialog.getByLabelText('New Password *'), 'a-fresh-password')
      await userEvent.type(dialog.getByLabelText('Confirm Password *'), 'a-fresh-password')
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
      await expect(await findAnnounced(canvas, 'Password updated successfully!')).toBeVisible()
    })
    await step('log out, and sign in with the new password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
      await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), demoUser.email)
      await userEvent.type(canvas.getByLabelText('Password *'), 'a-fresh-password')
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
      await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    })
  },
})
