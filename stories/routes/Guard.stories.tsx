import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { failures } from '../../src/mocks/handlers'
import { messages } from '../../src/domain/messages'
import {
  currentPath,
  currentQuery,
  PortalApp,
  storeDemoSession,
  type PlayTools,
} from '../support/PortalApp'
import { nothingStored, seedStorage, stored } from '../../src/mocks/storage'
import { findAnnounced, findByRoleAndText } from '../support/queries'
import { exactly } from '../support/exactly'
import { loadSignedInCode } from '../../src/app/pageCode'

/**
 * Who may open which page: signed out, a signed-in page sends the client to sign in; a session that
 * has ended or was never valid counts as signed out; and what the client sees while the portal
 * checks.
 */
const meta = preview.meta({
  title: 'Routes/Guard and redirects',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/dashboard' },
})

/** Signed out, a guarded page sends the user to sign-in. */
export const SignedOutToLogin = meta.story({
  args: { path: '/settings' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
  },
})

/** Forgot Password is open to everyone. */
export const ForgotPasswordIsPublic = meta.story({
  args: { path: '/forgot-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Forgot Password' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/forgot-password'))
  },
})

/** With a stored session, /login goes on to the dashboard. */
export const StoredSessionSkipsLogin = meta.story({
  args: { path: '/login' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/dashboard'))
  },
})

/** / goes to the dashboard. */
export const RootToDashboard = meta.story({
  args: { path: '/' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/dashboard'))
  },
})

/** Any unknown path goes to the dashboard. */
export const UnknownPathToDashboard = meta.story({
  args: { path: '/no-such-page' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/dashboard'))
  },
})

/** While the session check runs, the authenticating animation and no page content. */
export const Authenticating = meta.story({
  beforeEach: ({ msw }) => {
    storeDemoSession()
    msw.use(failures.slow('authCheck'))
  },
  play: async ({ canvas }) => {
    await expect(await findByRoleAndText(canvas, 'status', 'Authenticating…')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  },
})

/** How many times the authenticating screen was put on the page (a MutationObserver's count). */
let authenticatingDrawn = 0
let stopCounting = () => {}
let releaseCheck = () => {}

/**
 * A slow check: the animation is drawn once, from the first paint until the dashboard, never
 * again as the page's code arrives and the guard takes over from the router's first screen (its
 * fade would start over: a blink).
 */
export const AuthenticatingDrawnOnce = meta.story({
  beforeEach: ({ msw }) => {
    storeDemoSession()
    msw.use(failures.heldUntil('authCheck', new Promise<void>((done) => (releaseCheck = done))))
    authenticatingDrawn = 0
    const observer = new MutationObserver((changes) => {
      for (const { addedNodes } of changes) {
        for (const node of addedNodes) {
          if (node instanceof Element && node.textContent?.includes('Authenticating…')) {
            authenticatingDrawn += 1
          }
        }
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    stopCounting = () => observer.disconnect()
    return () => stopCounting()
  },
  play: async ({ canvas }) => {
    await findByRoleAndText(canvas, 'status', 'Authenticating…')
    // The signed-in pages' code, as the route asks for it: here before the check answers.
    await loadSignedInCode()
    releaseCheck()
    await canvas.findByRole('heading', { name: 'Dashboard', level: 1 })
    stopCounting()
    await expect(authenticatingDrawn).toBe(1)
  },
})

/** When the story began to render: the dashboard's 500 ms cannot start before it. */
let renderStartedAt = 0

/** Entering the dashboard shows the loading screen for about 500 ms first. */
export const DashboardLoadingScreen = meta.story({
  beforeEach: () => {
    storeDemoSession()
    renderStartedAt = performance.now()
  },
  play: async ({ canvas }) => {
    await expect(await findByRoleAndText(canvas, 'status', 'Loading…')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument()
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    // The clock was read before the route mounted, so no busy machine can shorten this.
    await expect(performance.now() - renderStartedAt).toBeGreaterThanOrEqual(500)
  },
})

/**
 * A saved session the portal cannot read counts as signed out: sign-in, and the saved session is
 * forgotten.
 */
export const MalformedStoredToken = meta.story({
  // A stored token that cannot be decoded: cleared.
  beforeEach: () => {
    seedStorage({ token: 'garbage', email: 'demo@clientportal.test' })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(stored().token).toBeNull()
    await expect(stored().email).toBeNull()
  },
})

/** Half a saved session (no email) is no session: sign-in. */
export const TokenWithoutEmail = meta.story({
  beforeEach: () => {
    storeDemoSession()
    seedStorage({ email: null })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(stored().token).toBeNull()
  },
})

/** The other half alone is no session either. */
export const EmailWithoutToken = meta.story({
  beforeEach: () => {
    seedStorage({ email: 'demo@clientportal.test' })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
  },
})

/** A saved session that has run out counts as signed out at once. */
export const ExpiredToken = meta.story({
  // The token's exp has passed: signed out before any call is made.
  beforeEach: ({ msw }) => {
    storeDemoSession({ exp: Math.floor(Date.now() / 1000) - 60 })
    // Were the check called, it would accept the token: only the expiry can turn it away.
    msw.use(failures.respond('authCheck', { role: 'client', accounts: [] }))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(stored().token).toBeNull()
  },
})

/**
 * Sign-in after a session that ended by itself: it says so (as a status, not an alert) and
 * keeps the page to return to in `next` (as the address shows it).
 */
async function expectSessionEnded(canvas: PlayTools['canvas'], next: string) {
  await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
  await expect(currentQuery(canvas).textContent).toBe(next)
  await expect(await findAnnounced(canvas, messages.sessionEnded)).toBeVisible()
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
}

/**
 * The server no longer accepts the saved session: sign-in says the session ended, and returns to
 * the page after.
 */
export const ExpiredOnServer = meta.story({
  args: { path: '/settings' },
  beforeEach: ({ msw }) => {
    storeDemoSession()
    seedStorage({ legacyEmail: 'old@clientportal.test', advertiserName: 'Northwind Outdoor Co.' })
    msw.use(failures.serverError('authCheck', 'Token expired', 401))
  },
  play: async ({ canvas }) => {
    // The page as the visit opened it: naming the stored advertiser, which its links carry on.
    await expectSessionEnded(canvas, '?next=%2Fsettings%3Fadvertiser%3DNorthwind%2BOutdoor%2BCo.')
    await expect(stored()).toEqual(nothingStored)
  },
})

/**
 * The server says this account is no longer a client's: signed out; sign-in says the session ended,
 * and keeps the page and advertiser to return to.
 */
export const RoleRevoked = meta.story({
  // 'Incorrect role' on the console.
  args: { path: '/facebook-analytics?advertiser=adv-001' },
  beforeEach: ({ msw }) => {
    storeDemoSession()
    msw.use(failures.respond('authCheck', { role: 'Agency_Admin', accounts: [] }))
  },
  play: async ({ canvas }) => {
    await expectSessionEnded(canvas, '?next=%2Ffacebook-analytics%3Fadvertiser%3Dadv-001')
    await expect(stored().token).toBeNull()
  },
})

// Spec section 4.
/**
 * Signed in on a page, the role is revoked on the server; returning to the tab re-checks: signed
 * out, and sign-in says the session ended and keeps the page.
 */
export const RoleRevokedAtRecheck = meta.story({
  args: { path: '/settings' },
  beforeEach: () => {
    storeDemoSession()
    // The test runner may play this in a tab the browser counts as hidden: the story acts out
    // the return to the tab, so the page says it is visible until the story ends.
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    return () => void Reflect.deleteProperty(document, 'visibilityState')
  },
  play: async ({ canvas, msw }) => {
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible()
    // The profile has loaded: the page is in use, and the session listens for the return to the
    // tab (the heading alone can show before that listener is in place).
    await expect(await canvas.findByRole('region', { name: 'Advertisers' })).toBeVisible()
    msw.use(failures.respond('authCheck', { role: 'Agency_Admin', accounts: [] }))
    document.dispatchEvent(new Event('visibilitychange'))
    await expectSessionEnded(canvas, '?next=%2Fsettings')
    await expect(stored()).toEqual(nothingStored)
  },
})

/** Roles are compared without case, underscores or spaces: 'CLIENT' and ' Cli_ent ' pass. */
export const RoleSpelledDifferently = meta.story({
  beforeEach: ({ msw }) => {
    storeDemoSession()
    msw.use(failures.respond('authCheck', { role: ' Cli_ENT ', accounts: [] }))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
  },
})

/**
 * The server refuses the session on any call (here the advertiser list): the client is signed out
 * cleanly, once, to sign-in.
 */
export const AnyCallRefused = meta.story({
  // Answered 401, on a page that also loads optimisation data: storage cleared, sign-in, once.
  args: { path: '/ai-optimizations' },
  beforeEach: ({ msw }) => {
    storeDemoSession()
    seedStorage({ advertiserName: 'Northwind Outdoor Co.' })
    msw.use(
      failures.serverError('advertisers', 'Token revoked', 401),
      failures.serverError('optimization', 'Token revoked', 401),
    )
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(currentPath(canvas)).toHaveTextContent(exactly('/login'))
    await expect(stored()).toEqual(nothingStored)
  },
})

/** A signed-in page shows in the portal's bar, with its title. */
export const PageInShell = meta.story({
  args: { path: '/ctv-analytics' },
  beforeEach: () => {
    storeDemoSession()
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Connected TV Analytics' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
})

// Issue 45.
/**
 * The server does not answer the session check: the page stays, the shell says so, and the notice
 * can be dismissed like every other; it comes back with the next trouble.
 */
export const ServerNotAnsweringCanBeDismissed = meta.story({
  beforeEach: ({ msw }) => {
    storeDemoSession()
    msw.use(failures.serverError('authCheck'))
  },
  play: async ({ canvas, userEvent }) => {
    const text = 'The server is not answering right now. The portal keeps trying.'
    const notice = await canvas.findByText(text)
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(notice).not.toBeInTheDocument()
    await expect(canvas.queryByText(text)).toBeNull()
  },
})
