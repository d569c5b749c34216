import { HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { on, type Endpoint } from '../../src/mocks/handlers'
import { demoUser } from '../../src/mocks/fixtures'
import { nothingStored, seedStorage, stored } from '../../src/mocks/storage'
import { storageKeys } from '../../src/storage/browserStorage'
import {
  currentPath,
  currentQuery,
  PortalApp,
  storeDemoSession,
  type PlayTools,
} from '../support/PortalApp'
import { endingSession } from '../support/endingSession'
import { submitLogin } from '../support/steps'
import {
  findAnnounced,
  findByRoleAndText,
  queryAnnounced,
  queryByRoleAndText,
} from '../support/queries'
import { exactly } from '../support/exactly'

// Issue 10: a signed-out visitor, or one whose session ended by itself, signs in and is back on
// the page they asked for or were on, query and all (`/login?next=`). Logout sets no `next`.
/**
 * Back where the client was: signed out, or when a session ends by itself, signing in returns to
 * the page they asked for or were on, advertiser and all. Logging out does not.
 */
const meta = preview.meta({
  title: 'Routes/Return after sign-in',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/settings' },
})

const sessionEnded = 'Your session has ended. Please sign in again.'
const reportAddress = '/facebook-analytics?advertiser=adv-001'

/** The server has revoked this token: `endpoint` answers 401 for it, and only for it. */
function revoked(endpoint: Endpoint, token: string) {
  return on(endpoint, ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${token}`
      ? HttpResponse.json({ error: 'Token revoked' }, { status: 401 })
      : undefined,
  )
}

/** On sign-in, with `next` (as the address shows it) and whether it says the session ended. */
async function expectSignIn({ canvas }: Pick<PlayTools, 'canvas'>, next: string, ended: boolean) {
  await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(currentPath(canvas).textContent).toBe('/login')
  await expect(currentQuery(canvas).textContent).toBe(next)
  if (ended) await expect(await findAnnounced(canvas, sessionEnded)).toBeVisible()
  else await expect(queryAnnounced(canvas, sessionEnded)).not.toBeInTheDocument()
}

/** Signs the demo client in and waits for `heading` at `path` with `query`. */
async function signInBackTo(tools: PlayTools, heading: string, path: string, query = '') {
  await submitLogin(tools, demoUser.email, demoUser.password)
  await expect(await tools.canvas.findByRole('heading', { name: heading })).toBeVisible()
  await expect(currentPath(tools.canvas).textContent).toBe(path)
  await expect(currentQuery(tools.canvas).textContent).toBe(query)
}

/**
 * Northwind Outdoor Co. (adv-001) is chosen on the page itself, not only in the address (which
 * holds it before the list loads): the dropdown shows it, and View Report can be used.
 */
async function expectNorthwindChosen({ canvas }: Pick<PlayTools, 'canvas'>) {
  const select = await canvas.findByRole('combobox', { name: 'Advertiser' })
  await waitFor(() => expect(select).toHaveValue('Northwind Outdoor Co.'))
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: 'View Report' })).toHaveAttribute(
      'aria-disabled',
      'false',
    ),
  )
}

/**
 * Ended on Northwind's Facebook report: sign-in says so with that page as `next` and nothing
 * stored; signing in lands back on it with Northwind chosen.
 */
async function endedOnTheReportThenBack({ canvas, userEvent }: PlayTools) {
  await expectSignIn({ canvas }, '?next=%2Ffacebook-analytics%3Fadvertiser%3Dadv-001', true)
  await expect(stored()).toEqual(nothingStored)
  await signInBackTo(
    { canvas, userEvent },
    'Facebook Analytics',
    '/facebook-analytics',
    '?advertiser=adv-001',
  )
  await expectNorthwindChosen({ canvas })
}

/** A pasted deep link, signed out: sign-in, then that very page, its query kept. */
export const DeepLinkSignedOut = meta.story({
  args: { path: reportAddress },
  play: async ({ canvas, userEvent }) => {
    await expectSignIn({ canvas }, '?next=%2Ffacebook-analytics%3Fadvertiser%3Dadv-001', false)
    await signInBackTo(
      { canvas, userEvent },
      'Facebook Analytics',
      '/facebook-analytics',
      '?advertiser=adv-001',
    )
    await expectNorthwindChosen({ canvas })
  },
})

/** The bare dashboard sets no next: sign-in leads there already (to /client). */
export const BareDashboardSetsNoNext = meta.story({
  args: { path: '/dashboard' },
  play: async ({ canvas, userEvent }) => {
    await expectSignIn({ canvas }, '', false)
    await signInBackTo({ canvas, userEvent }, 'Dashboard', '/client')
  },
})

/**
 * The server ends the session while the client works: sign-in says so, then returns to the page.
 */
export const EndedByA401 = meta.story({
  // A call answered 401.
  args: { path: reportAddress },
  beforeEach: ({ msw }) => {
    msw.use(revoked('advertisers', storeDemoSession()))
  },
  play: async ({ canvas, userEvent }) => {
    await endedOnTheReportThenBack({ canvas, userEvent })
  },
})

/**
 * The session runs out while a report page is open: sign-in says it ended, and signing in returns
 * to the page and advertiser.
 */
const expiringOnThePage = endingSession()
export const ExpiresOnThePage = meta.story({
  // The token's exp passes (no call refused, no check due).
  args: { path: reportAddress },
  // The page is ready first, then its clock is moved past the end (stories/support/endingSession).
  beforeEach: expiringOnThePage.store,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Facebook Analytics' })).toBeVisible()
    await expectNorthwindChosen({ canvas })
    await expect(canvas.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument()
    expiringOnThePage.ends()
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await endedOnTheReportThenBack({ canvas, userEvent })
  },
})

/** The session ran out while the portal was closed: sign-in says it ended. */
export const ExpiredTokenAtStart = meta.story({
  // A stored token whose exp has passed.
  beforeEach: () => {
    storeDemoSession({ exp: Math.floor(Date.now() / 1000) - 60 })
  },
  play: async ({ canvas, userEvent }) => {
    await expectSignIn({ canvas }, '?next=%2Fsettings', true)
    await signInBackTo({ canvas, userEvent }, 'Settings', '/settings')
  },
})

/** Logout sets no next, and sign-in says only how the logout went. */
export const LogoutSetsNoNext = meta.story({
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
    await expectSignIn({ canvas }, '', false)
    await signInBackTo({ canvas, userEvent }, 'Dashboard', '/client')
  },
})

/**
 * Two minutes before the session ends (here less is left): the bar says so; Sign in again goes to
 * sign-in, which returns to the page, and the notice is gone.
 */
const endingSoon = endingSession()
export const SessionEndsSoon = meta.story({
  // Less than two minutes before the token's exp.
  beforeEach: endingSoon.store,
  play: async ({ canvas, userEvent }) => {
    endingSoon.leaves(100_000)
    await expect(
      await findByRoleAndText(canvas, 'paragraph', 'Your session ends in 2 minutes.'),
    ).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }))
    await expectSignIn({ canvas }, '?next=%2Fsettings', false)
    await expect(stored()).toEqual(nothingStored)
    await signInBackTo({ canvas, userEvent }, 'Settings', '/settings')
    await expect(
      queryByRoleAndText(canvas, 'status', /Your session ends in 2 minutes\./),
    ).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument()
  },
})

/**
 * Part of the saved session is removed in this tab (by a browser tool, say): the next page the
 * client opens ends the session.
 */
export const EmailRemovedThenNavigate = meta.story({
  // The email goes from storage in this tab: no event says so.
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    seedStorage({ email: null })
    await userEvent.click(canvas.getByRole('link', { name: 'Settings Profile and password' }))
    await expectSignIn({ canvas }, '?next=%2Fsettings', true)
    await expect(stored().token).toBeNull()
  },
})

/**
 * The same with the other part: the next page ends the session, without waiting for the 15-minute
 * check.
 */
export const TokenRemovedThenNavigate = meta.story({
  // The token goes from storage in this tab.
  args: { path: '/dashboard' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    seedStorage({ token: null })
    await userEvent.click(canvas.getByRole('link', { name: 'Notifications Email and SMS updates' }))
    await expectSignIn({ canvas }, '?next=%2Fnotifications', true)
    await signInBackTo({ canvas, userEvent }, 'Notification Preferences', '/notifications')
  },
})

/** Another tab removes the email: this tab's session ends at once, with the message. */
export const EmailRemovedInAnotherTab = meta.story({
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible()
    seedStorage({ email: null })
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.email }))
    await expectSignIn({ canvas }, '?next=%2Fsettings', true)
  },
})

/** An address to return to outside the portal is ignored: the client lands on the dashboard. */
export const OpenRedirectIgnored = meta.story({
  // A `next` that leaves the portal: the client lands on /client, as the spec says.
  args: { path: '/login?next=https%3A%2F%2Fevil.test%2Fsettings' },
  play: async ({ canvas, userEvent }) => {
    await signInBackTo({ canvas, userEvent }, 'Dashboard', '/client')
  },
})

/** A signed-in visitor of /login with a next goes straight there. */
export const SignedInVisitorFollowsNext = meta.story({
  args: { path: '/login?next=%2Fsettings' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible()
    await expect(currentPath(canvas).textContent).toBe('/settings')
  },
})

/** Forgot Password and Back to Login keep the page to return to. */
export const ForgotPasswordKeepsNext = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expectSignIn({ canvas }, '?next=%2Fsettings', false)
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot Password' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to Login' }))
    await expectSignIn({ canvas }, '?next=%2Fsettings', false)
    await signInBackTo({ canvas, userEvent }, 'Settings', '/settings')
  },
})

/** After the message, a failed attempt replaces it; the page to return to stays. */
export const MessageGivesWayToAnError = meta.story({
  beforeEach: () => {
    storeDemoSession({ exp: Math.floor(Date.now() / 1000) - 60 })
  },
  play: async ({ canvas, userEvent }) => {
    await expectSignIn({ canvas }, '?next=%2Fsettings', true)
    await submitLogin({ canvas, userEvent }, demoUser.email, 'not-the-password')
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Invalid email or password.'),
    )
    await waitFor(() => expect(queryAnnounced(canvas, sessionEnded)).not.toBeInTheDocument())
    await expect(currentQuery(canvas).textContent).toBe('?next=%2Fsettings')
  },
})
