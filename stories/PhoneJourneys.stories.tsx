import type { Canvas } from 'storybook/internal/types'
import { expect, fn, waitFor, within } from 'storybook/test'
import preview from '../.storybook/preview'
import { phone } from '../.storybook/viewports'
import { demoUser, scaleUser } from '../src/mocks/fixtures'
import { fakeClipboard, fakeFullscreen } from '../src/screens/Report/browserFakes'
import { appStoryParameters } from './support/appStories'
import { currentPath, currentQuery, PortalApp, type PlayTools } from './support/PortalApp'
import { findAnnounced, findByRoleAndText, queryByRoleAndText } from './support/queries'
import { chooseAdvertiser, submitLogin } from './support/steps'
import { exactly } from './support/exactly'

// The journeys clients take (e2e/engines/journeys.ts), on a phone (390 × 844) in Chromium: the
// same steps and checks as Firefox and WebKit run on a phone against the deployed build, with the
// backend mocked (MSW). What needs a real browser window (a new tab that truly opens, the real
// full screen and clipboard) stays in those journeys; here the click is caught and the Fullscreen
// API and clipboard are stand-ins (src/screens/Report/browserFakes.ts says why).
/**
 * The journeys clients take, on a 390-px phone: sign in (after a wrong password) and log out; find
 * an advertiser among 2,000 and use every action of the report's bar; read AI Optimizations and
 * Notifications, and change the password. Open one and watch it play; the Interactions panel lists
 * its steps.
 */
const meta = preview.meta({
  title: 'Phone journeys',
  component: PortalApp,
  parameters: appStoryParameters,
  globals: phone,
  args: { path: '/login' },
})

/** Waits for the page whose title (its h1) is `name`. */
function arrives(canvas: Canvas, name: string | RegExp) {
  return canvas.findByRole('heading', { level: 1, name })
}

async function signIn(tools: PlayTools, email: string, password: string) {
  await submitLogin(tools, email, password)
  await expect(await arrives(tools.canvas, 'Dashboard')).toBeVisible()
}

/** A viewer action on a phone: behind More actions, which closes once it is chosen. */
async function viewerAction({ canvas, userEvent }: PlayTools, name: string, role = 'button') {
  const more = canvas.getByRole('button', { name: 'More actions' })
  await userEvent.click(more)
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await userEvent.click(canvas.getByRole(role, { name }))
}

/** What a link that opens a new tab would open; the tab itself is not opened. */
interface CaughtTab {
  readonly href: string
  readonly target: string
  readonly rel: string
}

/**
 * Runs `act`, catching the click on a link to a new tab after the page has handled it (a listener
 * on the window hears it last): what it would open. A new tab of the test browser would outlive
 * the story; a real one opening is the Firefox and WebKit journeys' and e2e/reports.e2e.ts's.
 */
async function catchNewTab(act: () => Promise<void>): Promise<CaughtTab | null> {
  let caught: CaughtTab | null = null
  const catcher = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (link?.target !== '_blank') return
    caught = { href: link.href, target: link.target, rel: link.rel }
    event.preventDefault()
  }
  window.addEventListener('click', catcher)
  try {
    await act()
  } finally {
    window.removeEventListener('click', catcher)
  }
  return caught
}

/** Sign in after a wrong password, and log out. */
export const SignInAfterAWrongPassword = meta.story({
  play: async ({ canvas, userEvent, step }) => {
    await step('a wrong password is refused', async () => {
      await submitLogin({ canvas, userEvent }, demoUser.email, 'not-the-password')
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        exactly('Invalid email or password.'),
      )
    })
    await step('another try: the email is still there', async () => {
      const password = canvas.getByLabelText('Password *')
      await userEvent.clear(password)
      await userEvent.type(password, demoUser.password)
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(demoUser.email)
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
      await expect(await arrives(canvas, 'Dashboard')).toBeVisible()
      await expect(currentPath(canvas).textContent).toBe('/client')
    })
    await step('log out', async () => {
      // The first Logout, as the journey clicks: the bar's (the dashboard's tile says it too).
      const [barLogout] = canvas.getAllByRole('button', { name: 'Logout' })
      await userEvent.click(barLogout as HTMLElement)
      await expect(await arrives(canvas, 'Sign in')).toBeVisible()
      await expect(await findAnnounced(canvas, 'Logged out successfully!')).toBeVisible()
    })
  },
})

const reportTitle = /^Facebook Analytics · /
const loadingText = 'Loading your Facebook report…'

/** Waits for the loader to give way to the report, as 'Report loaded' says. */
async function reportLoads(canvas: Canvas) {
  await waitFor(() => {
    expect(queryByRoleAndText(canvas, 'status', loadingText)).toBeNull()
    expect(queryByRoleAndText(canvas, 'status', 'Report loaded')).not.toBeNull()
  })
}

/** Find an advertiser among 2,000, open the report, and use every viewer action. */
export const UseEveryViewerAction = meta.story({
  beforeEach: () => {
    const clipboard = fakeClipboard({ writeText: fn(async () => {}) })
    const fullscreen = fakeFullscreen()
    return () => {
      fullscreen()
      clipboard()
    }
  },
  play: async ({ canvas, userEvent, step }) => {
    const tools = { canvas, userEvent }
    await step('sign in, and open Facebook from Social Analytics', async () => {
      await signIn(tools, scaleUser.email, scaleUser.password)
      await userEvent.click(
        canvas.getByRole('link', { name: 'Social Analytics Facebook, Instagram, TikTok and more' }),
      )
      await expect(await arrives(canvas, 'Social Analytics')).toBeVisible()
      await userEvent.click(canvas.getByRole('link', { name: 'Facebook' }))
      await expect(await arrives(canvas, 'Facebook Analytics')).toBeVisible()
    })
    await step('2,000 advertisers: the search narrows the list, the select chooses', async () => {
      await userEvent.type(
        await canvas.findByRole('searchbox', { name: 'Find advertiser' }),
        'coffee co. 0004',
      )
      await chooseAdvertiser(tools, 'West Coffee Co. 0004')
    })
    await step('View Report: the focus on its heading, then the report', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View Report' }))
      const heading = await arrives(canvas, reportTitle)
      await waitFor(() => expect(heading).toHaveFocus())
      await reportLoads(canvas)
    })
    await step('Full screen, in and out: the focus back on More actions', async () => {
      await viewerAction(tools, 'Full screen')
      const exit = await canvas.findByRole('button', { name: 'Exit full screen' })
      await expect(document.fullscreenElement).toContainElement(exit)
      await userEvent.click(exit)
      await waitFor(() => expect(document.fullscreenElement).toBeNull())
      await waitFor(() =>
        expect(canvas.queryByRole('button', { name: 'Exit full screen' })).toBeNull(),
      )
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'More actions' })).toHaveFocus(),
      )
    })
    await step("Open in new tab: the report's own address", async () => {
      const opened = await catchNewTab(() => viewerAction(tools, 'Open in new tab', 'link'))
      const frame = canvas.getByTitle('Facebook report for West Coffee Co. 0004')
      await expect(opened).toEqual({
        href: (frame as HTMLIFrameElement).src,
        target: '_blank',
        rel: 'noopener noreferrer',
      })
    })
    await step('Reload report: the loader, then the report again', async () => {
      await viewerAction(tools, 'Reload report')
      await expect(await findByRoleAndText(canvas, 'status', loadingText)).toBeVisible()
      await reportLoads(canvas)
    })
    await step('Copy link: the address of this view, copied', async () => {
      const address = `${window.location.origin}${currentPath(canvas).textContent}${currentQuery(canvas).textContent}`
      await viewerAction(tools, 'Copy link')
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(address)
      await expect(await findByRoleAndText(canvas, 'status', 'Link copied')).toBeVisible()
    })
    await step('Previous Page: the page it opened from, the focus on View Report', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }))
      await expect(await arrives(canvas, 'Facebook Analytics')).toBeVisible()
      await waitFor(() => expect(canvas.getByRole('button', { name: 'View Report' })).toHaveFocus())
    })
  },
})

/** Read AI Optimizations and Notifications, and change the password in Settings. */
export const AccountPages = meta.story({
  play: async ({ canvas, userEvent, step }) => {
    const tools = { canvas, userEvent }
    const backToDashboard = async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Back to Dashboard' }))
      await expect(await arrives(canvas, 'Dashboard')).toBeVisible()
    }
    await signIn(tools, demoUser.email, demoUser.password)
    await step('AI Optimizations: an advertiser, its KPIs', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Sherloc AI Optimizations' }))
      await expect(await arrives(canvas, 'AI Optimizations')).toBeVisible()
      await chooseAdvertiser(tools, 'Northwind Outdoor Co.')
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'ROAS' })).toHaveValue('3.86x'),
      )
      await backToDashboard()
    })
    await step('Notifications: the email, and Save says nothing was saved', async () => {
      await userEvent.click(
        canvas.getByRole('link', { name: 'Notifications Email and SMS updates' }),
      )
      await expect(await arrives(canvas, 'Notification Preferences')).toBeVisible()
      const email = await canvas.findByRole('checkbox', { name: 'Email Updates' })
      await expect(email).toHaveAccessibleDescription(demoUser.email)
      await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS Updates' }))
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(
        await findAnnounced(
          canvas,
          'Saving preferences is not available yet. Your choices have not been saved.',
        ),
      ).toBeVisible()
      await backToDashboard()
    })
    await step('Settings: the profile, then a new password', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Settings Profile and password' }))
      await expect(await arrives(canvas, 'Settings')).toBeVisible()
      await expect(await findByRoleAndText(canvas, 'definition', demoUser.name)).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Password' }))
      const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Password' }))
      await userEvent.type(dialog.getByLabelText('New Password *'), 'engine-password')
      await userEvent.type(dialog.getByLabelText('Confirm Password *'), 'engine-password')
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
      await expect(await findAnnounced(canvas, 'Password updated successfully!')).toBeVisible()
      await waitFor(() =>
        expect(canvas.queryByRole('dialog', { name: 'Edit Password' })).toBeNull(),
      )
    })
  },
})
