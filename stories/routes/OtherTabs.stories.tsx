import { expect, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { demoUser, scaleUser } from '../../src/mocks/fixtures'
import { on } from '../../src/mocks/handlers'
import { seedStorage } from '../../src/mocks/storage'
import { makeToken } from '../../src/mocks/token'
import { storageKeys } from '../../src/storage/browserStorage'
import { currentPath, PortalApp, storeDemoSession } from '../support/PortalApp'
import { findByRoleAndText, queryByRoleAndText } from '../support/queries'
import { exactly } from '../support/exactly'

// Tabs agree without disrupting each other (issue 23). Another tab's sign-in is what this tab
// hears of it: the browser's storage events, the token's and then the email's.
/**
 * The portal open in two tabs: signing in or out in one is followed in the other, without
 * disrupting what the client is doing there.
 */
const meta = preview.meta({
  title: 'Routes/Other tabs',
  component: PortalApp,
  parameters: appStoryParameters,
})

function signInInAnotherTab(email: string, role = 'client') {
  const token = makeToken({ role, email, advertisers: [] })
  // The browser tells of the keys whose value changed: the email only when it is another.
  const changed =
    localStorage.getItem(storageKeys.email) === email
      ? [storageKeys.token]
      : [storageKeys.token, storageKeys.email]
  seedStorage({ token, email })
  for (const key of changed) {
    window.dispatchEvent(new StorageEvent('storage', { key }))
  }
}

/**
 * A tab left at sign-in follows when another tab signs in: on to the page it was to open, here
 * Settings.
 */
export const SignInPageFollows = meta.story({
  // To its `next`.
  args: { path: '/login?next=%2Fsettings' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    signInInAnotherTab(demoUser.email)
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/settings'))
  },
})

/**
 * The same client signs in again in another tab: this tab keeps its page as it is (a choice not
 * yet saved stays made, the page is not shown afresh) and says nothing.
 */
let sessionChecks = 0

export const SameClientElsewhere = meta.story({
  args: { path: '/notifications' },
  beforeEach: ({ msw }) => {
    storeDemoSession()
    sessionChecks = 0
    // Counts the session checks, then hands each on to the demo backend.
    msw.use(
      on('authCheck', () => {
        sessionChecks += 1
      }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    const sms = await canvas.findByRole('checkbox', { name: 'SMS Updates' })
    const wasChecked = (sms as HTMLInputElement).checked
    await userEvent.click(sms)
    const heading = canvas.getByRole('heading', { name: 'Notification Preferences' })
    signInInAnotherTab(demoUser.email)
    // The new token is checked (after the visit's first check), quietly: the page stays.
    await waitFor(() => expect(sessionChecks).toBe(2))
    await expect(canvas.getByRole('heading', { name: 'Notification Preferences' })).toBe(heading)
    await expect(canvas.getByRole('checkbox', { name: 'SMS Updates' })).toBe(sms)
    await expect(sms).toHaveProperty('checked', !wasChecked)
    await expect(queryByRoleAndText(canvas, 'status', /another tab/)).not.toBeInTheDocument()
  },
})

/** Someone else signs in in another tab: this tab shows their account, and says so. */
export const SomeoneElseElsewhere = meta.story({
  args: { path: '/settings' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible()
    signInInAnotherTab(scaleUser.email)
    const notice = await findByRoleAndText(
      canvas,
      'status',
      new RegExp(`in another tab as ${scaleUser.email.replace('.', '\\.')}`),
    )
    await expect(notice).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(queryByRoleAndText(canvas, 'status', /another tab/)).not.toBeInTheDocument()
  },
})

/**
 * Someone else signs in in another tab while this one shows the dashboard: the dropdown lists
 * their advertisers (2,000 for the scale client), never the previous client's.
 */
export const SomeoneElsesAdvertisers = meta.story({
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas }) => {
    const options = async () =>
      within(await canvas.findByRole('combobox', { name: 'Advertiser' })).getAllByRole('option')
    await waitFor(async () => expect((await options()).length).toBeGreaterThan(1))
    await expect(canvas.getByRole('option', { name: 'Northwind Outdoor Co.' })).toBeInTheDocument()
    signInInAnotherTab(scaleUser.email)
    await waitFor(async () => expect((await options()).length).toBeGreaterThan(1000), {
      timeout: 5_000,
    })
    await expect(canvas.queryByRole('option', { name: 'Northwind Outdoor Co.' })).toBeNull()
  },
})
