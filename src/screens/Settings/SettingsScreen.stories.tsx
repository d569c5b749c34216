import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { dialogParameters, signedInScreen } from '../../../stories/support/screenStories'
import { narrow, phone } from '../../../.storybook/viewports'
import {
  expectInside,
  expectNoSidewaysScroll,
  expectWhole,
  expectWithinWindow,
} from '../../../stories/support/layout'
import { longAdvertiserNames } from '../../mocks/fixtures'
import { failed, idle, loading, ready } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { SettingsScreen } from './SettingsScreen'
import {
  getByRoleAndText,
  queryByRoleAndText,
  expectAnnounced,
} from '../../../stories/support/queries'
import { exactly } from '../../../stories/support/exactly'

const client = {
  name: 'Dana Whitfield',
  email: 'demo@clientportal.test',
  mobile: '+1 (555) 014-2290',
  role: 'client',
  advertisers: ['Northwind Outdoor Co.', 'Atlas Home Services'],
}

const dialog = { submission: idle, onSave: fn(), onCancel: fn() }

/**
 * The Edit Password dialog, once it has opened: a modal dialog opens after the page has drawn (its
 * effect), and sits in the top layer, outside the story's canvas element's queries.
 */
function findDialog(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit Password' })
}

/**
 * Settings: the client's details (name, email, mobile, role), Edit Password, which opens a dialog
 * over the page, and the advertisers assigned to them.
 */
const meta = preview.meta({
  title: 'Screens/Settings',
  component: SettingsScreen,
  ...signedInScreen,
  args: {
    profile: ready(client),
    passwordDialog: null,
    onEditPassword: fn(),
    onClearRecent: fn(),
  },
})

/** While the profile loads, its four rows stand empty, and Edit Password is where it will stay. */
export const Loading = meta.story({
  args: { profile: loading },
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'paragraph', 'Loading...')).toBeVisible()
    await expectAnnounced(canvas, 'Loading...')
    const terms = canvas.getAllByRole('term').map((term) => term.textContent)
    await expect(terms).toEqual(['Name', 'Email', 'Mobile', 'Role'])
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toBeVisible()
  },
})

/** The details arrive while the client looks: nothing above the advertisers moves. */
export const ProfileArrives = meta.story({
  // Issue 45.
  render: function Render(args) {
    const [arrived, setArrived] = useState(false)
    return (
      <>
        <SettingsScreen {...args} profile={arrived ? ready(client) : loading} />
        <button type="button" onClick={() => setArrived(true)}>
          Answer
        </button>
      </>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const before = canvas.getByRole('button', { name: 'Edit Password' }).getBoundingClientRect()
    await userEvent.click(canvas.getByRole('button', { name: 'Answer' }))
    await expect(await canvas.findByRole('region', { name: 'Advertisers' })).toBeVisible()
    const after = canvas.getByRole('button', { name: 'Edit Password' }).getBoundingClientRect()
    await expect(after.top).toBe(before.top)
    await expect(queryByRoleAndText(canvas, 'paragraph', 'Loading...')).toBeNull()
  },
})

/** A client: their details, and the advertisers assigned to them. */
export const Client = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Settings' })).toBeVisible()
    const terms = canvas.getAllByRole('term').map((term) => term.textContent)
    const values = canvas.getAllByRole('definition').map((value) => value.textContent)
    await expect(terms).toEqual(['Name', 'Email', 'Mobile', 'Role'])
    await expect(values).toEqual([
      'Dana Whitfield',
      'demo@clientportal.test',
      '+1 (555) 014-2290',
      'client',
    ])
    const advertisers = within(canvas.getByRole('region', { name: 'Advertisers' }))
    await expect(advertisers.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      client.advertisers,
    )
    await expect(queryByRoleAndText(canvas, 'paragraph', /All Advertisers/)).not.toBeInTheDocument()
    // Two advertisers: the dropdowns show no recently viewed list, so there is nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear recently viewed' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Password' }))
    await expect(args.onEditPassword).toHaveBeenCalledOnce()
  },
})

/** A client with no advertiser assigned: the page says so. */
export const ClientWithoutAdvertisers = meta.story({
  args: { profile: ready({ ...client, advertisers: [] }) },
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'paragraph', 'No advertisers assigned.')).toBeVisible()
  },
})

/** Another role than client (an agency's account, say): access to all advertisers, so no list. */
export const OtherRole = meta.story({
  // A role other than client, in capitals, as the backend may write it.
  args: { profile: ready({ ...client, role: 'AGENCY_ADMIN' }) },
  play: async ({ canvas }) => {
    await expect(
      getByRoleAndText(canvas, 'paragraph', 'Advertiser Access: All Advertisers'),
    ).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Advertisers' })).not.toBeInTheDocument()
  },
})

/**
 * No role on record: the Role line reads N/A, and the page lists the advertisers, as for a client.
 */
export const NoRole = meta.story({
  // Neither `role` nor `account`: the profile is the signed-in user's, whom the role gate has let
  // in as a client.
  args: { profile: ready({ ...client, role: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent(exactly('N/A'))
    const advertisers = within(canvas.getByRole('region', { name: 'Advertisers' }))
    await expect(advertisers.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      client.advertisers,
    )
    await expect(queryByRoleAndText(canvas, 'paragraph', /All Advertisers/)).not.toBeInTheDocument()
  },
})

/** No role and no advertiser: 'No advertisers assigned.', never all advertisers. */
export const NoRoleWithoutAdvertisers = meta.story({
  args: { profile: ready({ ...client, role: null, advertisers: [] }) },
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'paragraph', 'No advertisers assigned.')).toBeVisible()
    await expect(queryByRoleAndText(canvas, 'paragraph', /All Advertisers/)).not.toBeInTheDocument()
  },
})

/** Details the record does not have read N/A. */
export const MissingDetails = meta.story({
  args: { profile: ready({ ...client, mobile: null, role: null }) },
  play: async ({ canvas }) => {
    const details = canvas.getAllByRole('definition')
    await expect(details[2]).toHaveTextContent(exactly('N/A'))
    await expect(details[3]).toHaveTextContent(exactly('N/A'))
  },
})

/** The portal has no email to ask for the details with: the page says so. */
export const EmailRequired = meta.story({
  args: { profile: failed(messages.settingsEmailRequired) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Email is required.'))
  },
})

/**
 * The details could not be loaded: the page says why, and Try again asks again without leaving the
 * page.
 */
export const FetchFailed = meta.story({
  args: { profile: failed(messages.profileFailed, fn()) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Failed to fetch profile data.'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.profile.status === 'failed' && args.profile.retry).toHaveBeenCalledOnce()
    // Edit Password does not wait for the profile.
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toBeVisible()
  },
})

/** The same, with no Try again: asking again cannot find an email. */
export const EmailRequiredNoTryAgain = meta.story({
  args: { profile: failed(messages.settingsEmailRequired) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Email is required.'))
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
})

/** No connection, or the server could not be reached: the page says so. */
export const NetworkError = meta.story({
  args: { profile: failed(messages.pageNetwork) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('A network error occurred. Please try again.'),
    )
  },
})

const thousands = Array.from(
  { length: 2000 },
  (_, index) => `Advertiser ${String(index + 1).padStart(4, '0')}`,
)

/**
 * A client with 2,000 advertisers: their details and Edit Password first; the list shows ten, Show
 * all the rest, and Find advertiser narrows it to a name.
 */
export const ThousandsOfAdvertisers = meta.story({
  // Issue 45.
  args: { profile: ready({ ...client, advertisers: thousands }) },
  play: async ({ canvas, userEvent }) => {
    const edit = canvas.getByRole('button', { name: 'Edit Password' })
    const region = canvas.getByRole('region', { name: 'Advertisers' })
    await expect(edit.compareDocumentPosition(region)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    await expect(edit.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight)
    const list = within(region)
    await expect(list.getAllByRole('listitem')).toHaveLength(10)
    const search = list.getByRole('searchbox', { name: 'Find advertiser' })
    await expect(search).toHaveAccessibleDescription('2,000 of 2,000 advertisers')
    await userEvent.click(list.getByRole('button', { name: 'Show all 2,000 advertisers' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(2000)
    await userEvent.click(list.getByRole('button', { name: 'Show fewer advertisers' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(10)
    await userEvent.type(search, 'advertiser 1999')
    await waitFor(() =>
      expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Advertiser 1999',
      ]),
    )
    await expect(search).toHaveAccessibleDescription('1 of 2,000 advertisers')
    await expect(list.queryByRole('button', { name: /^Show/ })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await expect(search).toHaveValue('')
  },
})

/** Ten advertisers or fewer: all listed, with nothing to search. */
export const FewAdvertisersInFull = meta.story({
  args: {
    profile: ready({
      ...client,
      advertisers: thousands.slice(0, 10),
    }),
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Advertisers' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(10)
    await expect(list.queryByRole('searchbox')).toBeNull()
    await expect(list.queryByRole('button')).toBeNull()
  },
})

/** At 320 px, names with no space to wrap at (a web address) wrap within the screen. */
export const LongNamesNarrow = meta.story({
  globals: narrow,
  args: { profile: ready({ ...client, advertisers: [...longAdvertiserNames] }) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Advertisers' })
    for (const item of within(region).getAllByRole('listitem')) {
      await expectInside(item, region)
      await expectWhole(item)
    }
    await expectNoSidewaysScroll()
  },
})

/**
 * Edit Password pressed: the dialog over the page, the focus in New Password. Escape and Cancel
 * close it.
 */
export const DialogOpen = meta.story({
  parameters: dialogParameters,
  args: { passwordDialog: dialog },
  play: async ({ canvasElement, userEvent }) => {
    const box = await findDialog(canvasElement)
    await expect(box).toBeVisible()
    await expect(within(box).getByLabelText('New Password *')).toHaveFocus()
    await expect(within(box).getByLabelText('Confirm Password *')).toBeRequired()
    await userEvent.keyboard('{Escape}')
    await expect(dialog.onCancel).toHaveBeenCalledTimes(1)
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }))
    await expect(dialog.onCancel).toHaveBeenCalledTimes(2)
  },
})

/** Both fields filled in, then Save. */
export const DialogSave = meta.story({
  parameters: dialogParameters,
  args: { passwordDialog: { ...dialog, onSave: fn() } },
  play: async ({ canvasElement, userEvent, args }) => {
    const box = within(await findDialog(canvasElement))
    await userEvent.type(box.getByLabelText('New Password *'), 'n3w-Secret')
    await userEvent.type(box.getByLabelText('Confirm Password *'), 'n3w-Secret')
    await userEvent.click(box.getByRole('button', { name: 'Save' }))
    await expect(args.passwordDialog?.onSave).toHaveBeenCalledWith({
      password: 'n3w-Secret',
      confirm: 'n3w-Secret',
    })
  },
})

/**
 * Save pressed: the button reads 'Saving...', and Cancel and Escape wait, as the server may already
 * be changing the password.
 */
export const DialogSaving = meta.story({
  parameters: dialogParameters,
  args: { passwordDialog: { ...dialog, submission: loading, onCancel: fn() } },
  play: async ({ canvasElement, userEvent, args }) => {
    const box = within(await findDialog(canvasElement))
    await expect(box.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }))
    await userEvent.keyboard('{Escape}')
    await expect(args.passwordDialog?.onCancel).not.toHaveBeenCalled()
  },
})

/**
 * No answer for 10 s: the button still reads 'Saving...', and a line asks the client to keep the
 * page open.
 */
export const DialogStillSaving = meta.story({
  // Issue 45: the line is said through the dialog's own live region (a modal dialog hides the
  // page's).
  parameters: dialogParameters,
  args: { passwordDialog: { ...dialog, submission: loading, slow: true } },
  play: async ({ canvasElement }) => {
    const box = within(await findDialog(canvasElement))
    await expect(box.getByRole('button', { name: 'Saving...' })).toBeVisible()
    await expectAnnounced(box, messages.stillWaiting)
    await expect(
      getByRoleAndText(
        box,
        'paragraph',
        'The server is taking longer than usual. Please keep this page open.',
      ),
    ).toBeVisible()
  },
})

/**
 * No answer in time: the password may have been changed. Never an error: what was typed stays, so
 * Save can send it again.
 */
export const DialogUnanswered = meta.story({
  parameters: dialogParameters,
  args: {
    passwordDialog: {
      ...dialog,
      submission: { status: 'failed', message: messages.passwordUnanswered, maybeDone: true },
    },
  },
  play: async ({ canvasElement }) => {
    const box = within(await findDialog(canvasElement))
    await expectAnnounced(
      box,
      'We did not hear back from the server. Your password may have been changed.',
    )
    await expect(box.queryByRole('alert')).toBeNull()
    await expect(box.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
  },
})

/** At 320 px: the dialog and its fields fit the screen. */
export const DialogNarrow = meta.story({
  // Issue 45.
  globals: narrow,
  args: { passwordDialog: dialog },
  play: async ({ canvasElement }) => {
    const box = await findDialog(canvasElement)
    await expectWithinWindow(box)
    for (const field of within(box).getAllByLabelText(/Password/)) await expectInside(field, box)
  },
})

/** Save pressed with a field left blank: the dialog asks for both. */
export const DialogBothRequired = meta.story({
  parameters: dialogParameters,
  args: { passwordDialog: { ...dialog, submission: failed(messages.passwordBothRequired) } },
  play: async ({ canvasElement }) => {
    const box = within(await findDialog(canvasElement))
    await expect(box.getByRole('alert')).toHaveTextContent(exactly('Both fields are required.'))
  },
})

/** Save pressed with two different passwords: the dialog says they do not match. */
export const DialogMismatch = meta.story({
  parameters: dialogParameters,
  args: { passwordDialog: { ...dialog, submission: failed(messages.passwordMismatch) } },
  play: async ({ canvasElement }) => {
    const box = within(await findDialog(canvasElement))
    await expect(box.getByRole('alert')).toHaveTextContent(exactly('Passwords do not match.'))
  },
})

/** The server could not change the password: the dialog says so, what was typed kept. */
export const DialogServerError = meta.story({
  parameters: dialogParameters,
  args: { passwordDialog: { ...dialog, submission: failed(messages.passwordUpdateFailed) } },
  play: async ({ canvasElement }) => {
    const box = within(await findDialog(canvasElement))
    await expect(box.getByRole('alert')).toHaveTextContent(exactly('Failed to update password.'))
  },
})

/** The password changed: the dialog has closed, and the page says so. */
export const PasswordUpdated = meta.story({
  args: { notice: messages.passwordUpdated },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Password updated successfully!')
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
  },
})

/** The dialog on a phone: it fits the screen's width, Save in view. */
export const Phone = meta.story({
  globals: phone,
  args: { passwordDialog: dialog },
  play: async ({ canvasElement }) => {
    const box = await findDialog(canvasElement)
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(390)
    await expect(within(box).getByRole('button', { name: 'Save' })).toBeVisible()
  },
})

/**
 * Where the dropdowns show the advertisers viewed recently (more than ten advertisers, some
 * viewed), Clear recently viewed forgets them.
 */
export const ClearRecentlyViewed = meta.story({
  args: {
    profile: ready({
      ...client,
      advertisers: Array.from({ length: 12 }, (_, index) => `Advertiser ${index + 1}`),
    }),
    canClearRecent: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear recently viewed' }))
    await expect(args.onClearRecent).toHaveBeenCalledOnce()
  },
})

/** Cleared: the page says so, and the button has gone, as there is nothing left to clear. */
export const RecentlyViewedCleared = meta.story({
  args: { ...ClearRecentlyViewed.input.args, canClearRecent: false, recentCleared: true },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'Recently viewed advertisers cleared.')
    await expect(canvas.queryByRole('button', { name: 'Clear recently viewed' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toHaveFocus()
  },
})
