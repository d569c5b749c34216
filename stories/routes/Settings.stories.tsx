import { expect, spyOn, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { scaleUser } from '../../src/mocks/fixtures'
import { failures } from '../../src/mocks/handlers'
import { seedStorage } from '../../src/mocks/storage'
import { makeToken } from '../../src/mocks/token'
import { PortalApp, storeDemoSession, type PlayTools } from '../support/PortalApp'
import {
  findAnnounced,
  findByRoleAndText,
  queryAnnounced,
  queryByRoleAndText,
} from '../support/queries'
import { exactly } from '../support/exactly'

/** The live Settings page: the profile as the server gives it, and changing the password. */
const meta = preview.meta({
  title: 'Routes/Settings',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/settings' },
  beforeEach: () => {
    storeDemoSession()
  },
})

async function openDialog({ canvas, userEvent }: PlayTools) {
  await findByRoleAndText(canvas, 'definition', 'Dana Whitfield')
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Password' }))
  return within(await canvas.findByRole('dialog', { name: 'Edit Password' }))
}

async function fill(
  { userEvent }: Pick<PlayTools, 'userEvent'>,
  box: ReturnType<typeof within>,
  password: string,
  confirm: string,
) {
  if (password) await userEvent.type(box.getByLabelText('New Password *'), password)
  if (confirm) await userEvent.type(box.getByLabelText('Confirm Password *'), confirm)
  await userEvent.click(box.getByRole('button', { name: 'Save' }))
}

export const ClientProfile = meta.story({
  play: async ({ canvas }) => {
    await expect(await findByRoleAndText(canvas, 'definition', 'Dana Whitfield')).toBeVisible()
    const list = within(canvas.getByRole('region', { name: 'Advertisers' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(7)
  },
})

/** A profile of another role than client: access to all advertisers. */
export const OtherRole = meta.story({
  // `account` instead of `role`.
  beforeEach: ({ msw }) => {
    msw.use(
      failures.respond('profile', {
        name: 'Morgan Ellis',
        email: 'agency@clientportal.test',
        account: 'Agency',
        advertiserObjects: [],
      }),
    )
  },
  play: async ({ canvas }) => {
    await expect(
      await findByRoleAndText(canvas, 'paragraph', 'Advertiser Access: All Advertisers'),
    ).toBeVisible()
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent(exactly('Agency'))
    await expect(canvas.getAllByRole('definition')[2]).toHaveTextContent(exactly('N/A'))
  },
})

/**
 * A profile with no role: read as a client's, so the page lists the advertisers; the Role line
 * reads N/A.
 */
export const NoRole = meta.story({
  // Neither `role` nor `account`: read as the session's role, never 'All Advertisers'.
  beforeEach: ({ msw }) => {
    msw.use(
      failures.respond('profile', {
        name: 'Dana Whitfield',
        email: 'demo@clientportal.test',
        advertiserObjects: [
          { advertiser: 'Northwind Outdoor Co.' },
          { advertiser: 'Atlas Home Services' },
        ],
      }),
    )
  },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('region', { name: 'Advertisers' }))
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Northwind Outdoor Co.',
      'Atlas Home Services',
    ])
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent(exactly('N/A'))
    await expect(queryByRoleAndText(canvas, 'paragraph', /All Advertisers/)).not.toBeInTheDocument()
  },
})

/** Neither a role nor advertisers: 'No advertisers assigned.' */
export const NoRoleNoAdvertisers = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      failures.respond('profile', {
        name: 'Dana Whitfield',
        email: 'demo@clientportal.test',
        advertiserObjects: [],
      }),
    )
  },
  play: async ({ canvas }) => {
    await expect(
      await findByRoleAndText(canvas, 'paragraph', 'No advertisers assigned.'),
    ).toBeVisible()
    await expect(queryByRoleAndText(canvas, 'paragraph', /All Advertisers/)).not.toBeInTheDocument()
  },
})

export const ProfileServerErrorText = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('profile', 'Profile service unavailable.'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Profile service unavailable.'),
    )
  },
})

/** The portal asks for someone else's profile: the server refuses, and the page shows its words. */
export const OtherUsersProfile = meta.story({
  // The stored email is not the signed-in user's: 403 with its `error` text (spec section 8).
  beforeEach: () => {
    seedStorage({ email: scaleUser.email })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('You can only see your own account.'),
    )
    await expect(queryByRoleAndText(canvas, 'definition', scaleUser.name)).not.toBeInTheDocument()
  },
})

export const ProfileFallbackError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.notJson('profile'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to fetch profile data.'),
    )
  },
})

export const ProfileNetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('profile'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('A network error occurred. Please try again.'),
    )
  },
})

// Issue 45.
/**
 * A load that failed once: 'Try again' asks again without a reload, and the focus goes to the
 * details it brought.
 */
export const ProfileTryAgain = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('profile'))
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to fetch profile data.'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const name = await findByRoleAndText(canvas, 'definition', 'Dana Whitfield')
    await expect(name).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(document.activeElement?.contains(name)).toBe(true)
  },
})

// Issue 45, row 4; issue 54 (the profile is the route loader's, asked again by revalidation).
/**
 * A load that failed (the connection dropped, say); the device comes back online: it is asked for
 * again by itself, once, as the shell's offline notice promises.
 */
export const ProfileFailedThenBackOnline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('profile'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      'Failed to fetch profile data.',
    )
    window.dispatchEvent(new Event('online'))
    await expect(await findByRoleAndText(canvas, 'definition', 'Dana Whitfield')).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

// Issue 45.
/**
 * The demo's client with 2,000 advertisers: Edit Password on the first screen, the list after it,
 * ten names and the way to the rest.
 */
export const ThousandsOfAdvertisers = meta.story({
  beforeEach: () => {
    const token = makeToken({ role: scaleUser.role, email: scaleUser.email, advertisers: [] })
    seedStorage({ token, email: scaleUser.email })
  },
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Advertisers' })
    const edit = canvas.getByRole('button', { name: 'Edit Password' })
    await expect(edit.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight)
    await expect(within(region).getAllByRole('listitem')).toHaveLength(10)
    await userEvent.type(
      within(region).getByRole('searchbox', { name: 'Find advertiser' }),
      'east realty 0003',
    )
    await expect(await within(region).findByText('East Realty 0003')).toBeVisible()
  },
})

/** Matching passwords: saved, the dialog closes, the page says so, focus is back. */
export const ChangePassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    const box = await openDialog({ canvas, userEvent })
    await fill({ userEvent }, box, 'brand-new-pass', 'brand-new-pass')
    await expect(await findAnnounced(canvas, 'Password updated successfully!')).toBeVisible()
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toHaveFocus()
  },
})

/** Checked before any call is made. */
export const BothRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    const box = await openDialog({ canvas, userEvent })
    const fetchSpy = spyOn(window, 'fetch')
    await fill({ userEvent }, box, 'only-one', '')
    await expect(box.getByRole('alert')).toHaveTextContent(exactly('Both fields are required.'))
    await expect(fetchSpy).not.toHaveBeenCalled()
  },
})

export const Mismatch = meta.story({
  play: async ({ canvas, userEvent }) => {
    const box = await openDialog({ canvas, userEvent })
    const fetchSpy = spyOn(window, 'fetch')
    await fill({ userEvent }, box, 'one-password', 'another-one')
    await expect(box.getByRole('alert')).toHaveTextContent(exactly('Passwords do not match.'))
    await expect(fetchSpy).not.toHaveBeenCalled()
  },
})

/** The server refuses: its text, inside the dialog, with what was typed kept. */
export const ServerRefuses = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('updatePassword', 'That password was used recently.', 422))
  },
  play: async ({ canvas, userEvent }) => {
    const box = await openDialog({ canvas, userEvent })
    await fill({ userEvent }, box, 'recent-pass', 'recent-pass')
    await expect(await box.findByRole('alert', {})).toHaveTextContent(
      exactly('That password was used recently.'),
    )
    await expect(box.getByLabelText('New Password *')).toHaveValue('recent-pass')
    await expect(box.getByLabelText('Confirm Password *')).toHaveValue('recent-pass')
  },
})

export const UpdateFallbackError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('updatePassword'))
  },
  play: async ({ canvas, userEvent }) => {
    const box = await openDialog({ canvas, userEvent })
    await fill({ userEvent }, box, 'new-pass', 'new-pass')
    await expect(await box.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to update password.'),
    )
  },
})

export const UpdateNetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('updatePassword'))
  },
  play: async ({ canvas, userEvent }) => {
    const box = await openDialog({ canvas, userEvent })
    await fill({ userEvent }, box, 'new-pass', 'new-pass')
    await expect(await box.findByRole('alert', {})).toHaveTextContent(
      exactly('A network error occurred. Please try again.'),
    )
  },
})

/** The same name twice in the profile is listed once. */
export const DuplicateAdvertiserNames = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      failures.respond('profile', {
        name: 'Dana Whitfield',
        email: 'demo@clientportal.test',
        role: 'client',
        advertiserObjects: [
          { advertiser: 'Harbor & Pine Realty' },
          { advertiser: 'Harbor & Pine Realty' },
          { advertiser: ' ' },
          null,
        ],
      }),
    )
  },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('region', { name: 'Advertisers' }))
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Harbor & Pine Realty',
    ])
  },
})

/** Cancel closes without a call; Escape too; the focus is back on Edit Password each time. */
export const Cancel = meta.story({
  play: async ({ canvas, userEvent }) => {
    const box = await openDialog({ canvas, userEvent })
    const fetchSpy = spyOn(window, 'fetch')
    await userEvent.type(box.getByLabelText('New Password *'), 'never-sent')
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }))
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Password' }))
    await canvas.findByRole('dialog', { name: 'Edit Password' })
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toHaveFocus()
    await expect(fetchSpy).toHaveBeenCalledTimes(0)
    await expect(queryAnnounced(canvas, 'Password updated successfully!')).not.toBeInTheDocument()
  },
})
