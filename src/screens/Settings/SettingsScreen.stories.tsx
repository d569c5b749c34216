import { expect, fn, waitFor, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { phone } from '../../../.storybook/viewports'
import { failed, idle, loading, ready } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { SettingsScreen } from './SettingsScreen'
import { getByRoleAndText, queryByRoleAndText } from '../../../stories/support/queries'

const client = {
  name: 'Dana Whitfield',
  email: 'demo@clientportal.test',
  mobile: '+1 (555) 014-2290',
  role: 'client',
  advertisers: ['Northwind Outdoor Co.', 'Atlas Home Services'],
}

const dialog = { submission: idle, onSave: fn(), onCancel: fn() }

const meta = preview.meta({
  title: 'Screens/Settings',
  component: SettingsScreen,
  args: {
    profile: ready(client),
    passwordDialog: null,
    onEditPassword: fn(),
    onClearRecent: fn(),
  },
})

export const Loading = meta.story({
  args: { profile: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
  },
})

/** A client: their details and the advertisers assigned to them. */
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

export const ClientWithoutAdvertisers = meta.story({
  args: { profile: ready({ ...client, advertisers: [] }) },
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'paragraph', 'No advertisers assigned.')).toBeVisible()
  },
})

/** Another role (here written as `account`, in capitals): access to all advertisers. */
export const OtherRole = meta.story({
  args: { profile: ready({ ...client, role: 'AGENCY_ADMIN' }) },
  play: async ({ canvas }) => {
    await expect(
      getByRoleAndText(canvas, 'paragraph', 'Advertiser Access: All Advertisers'),
    ).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Advertisers' })).not.toBeInTheDocument()
  },
})

/**
 * Neither `role` nor `account`: the Role line reads N/A, and the page lists the advertisers, as
 * for the client the role gate has just let in.
 */
export const NoRole = meta.story({
  args: { profile: ready({ ...client, role: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent('N/A')
    const advertisers = within(canvas.getByRole('region', { name: 'Advertisers' }))
    await expect(advertisers.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      client.advertisers,
    )
    await expect(queryByRoleAndText(canvas, 'paragraph', /All Advertisers/)).not.toBeInTheDocument()
  },
})

/** No role and no advertisers: 'No advertisers assigned.', never all advertisers. */
export const NoRoleWithoutAdvertisers = meta.story({
  args: { profile: ready({ ...client, role: null, advertisers: [] }) },
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'paragraph', 'No advertisers assigned.')).toBeVisible()
    await expect(queryByRoleAndText(canvas, 'paragraph', /All Advertisers/)).not.toBeInTheDocument()
  },
})

/** Missing details read N/A. */
export const MissingDetails = meta.story({
  args: { profile: ready({ ...client, mobile: null, role: null }) },
  play: async ({ canvas }) => {
    const details = canvas.getAllByRole('definition')
    await expect(details[2]).toHaveTextContent('N/A')
    await expect(details[3]).toHaveTextContent('N/A')
  },
})

export const EmailRequired = meta.story({
  args: { profile: failed(messages.settingsEmailRequired) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is required.')
  },
})

export const FetchFailed = meta.story({
  args: { profile: failed(messages.profileFailed) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch profile data.')
  },
})

export const NetworkError = meta.story({
  args: { profile: failed(messages.pageNetwork) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A network error occurred. Please try again.',
    )
  },
})

/** The dialog: labelled, modal, focus inside; Escape and Cancel both ask to close. */
export const DialogOpen = meta.story({
  args: { passwordDialog: dialog },
  play: async ({ canvasElement, userEvent }) => {
    // A modal dialog sits in the top layer, outside the story's canvas element's queries.
    const page = within(canvasElement.ownerDocument.body)
    const box = page.getByRole('dialog', { name: 'Edit Password' })
    await expect(box).toBeVisible()
    await expect(within(box).getByLabelText(/^New Password/)).toHaveFocus()
    await expect(within(box).getByLabelText(/^Confirm Password/)).toBeRequired()
    await userEvent.keyboard('{Escape}')
    await expect(dialog.onCancel).toHaveBeenCalledTimes(1)
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }))
    await expect(dialog.onCancel).toHaveBeenCalledTimes(2)
  },
})

/** Save hands both values up; the screen does not judge them. */
export const DialogSave = meta.story({
  args: { passwordDialog: { ...dialog, onSave: fn() } },
  play: async ({ canvasElement, userEvent, args }) => {
    const box = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await userEvent.type(box.getByLabelText(/^New Password/), 'n3w-Secret')
    await userEvent.type(box.getByLabelText(/^Confirm Password/), 'n3w-Secret')
    await userEvent.click(box.getByRole('button', { name: 'Save' }))
    await expect(args.passwordDialog?.onSave).toHaveBeenCalledWith({
      password: 'n3w-Secret',
      confirm: 'n3w-Secret',
    })
  },
})

/** While saving, Cancel and Escape wait: the server may already be changing the password. */
export const DialogSaving = meta.story({
  args: { passwordDialog: { ...dialog, submission: loading, onCancel: fn() } },
  play: async ({ canvasElement, userEvent, args }) => {
    const box = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await expect(box.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }))
    await userEvent.keyboard('{Escape}')
    await expect(args.passwordDialog?.onCancel).not.toHaveBeenCalled()
  },
})

export const DialogBothRequired = meta.story({
  args: { passwordDialog: { ...dialog, submission: failed(messages.passwordBothRequired) } },
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await expect(box.getByRole('alert')).toHaveTextContent('Both fields are required.')
  },
})

export const DialogMismatch = meta.story({
  args: { passwordDialog: { ...dialog, submission: failed(messages.passwordMismatch) } },
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await expect(box.getByRole('alert')).toHaveTextContent('Passwords do not match.')
  },
})

export const DialogServerError = meta.story({
  args: { passwordDialog: { ...dialog, submission: failed(messages.passwordUpdateFailed) } },
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await expect(box.getByRole('alert')).toHaveTextContent('Failed to update password.')
  },
})

/** After a successful change: the dialog is closed and the page says so. */
export const PasswordUpdated = meta.story({
  args: { notice: messages.passwordUpdated },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password updated successfully!')
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
  },
})

export const Phone = meta.story({
  globals: phone,
  args: { passwordDialog: dialog },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement.ownerDocument.body).getByRole('dialog')
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(390)
    await expect(within(box).getByRole('button', { name: 'Save' })).toBeVisible()
  },
})

/**
 * Where the dropdowns show a recently viewed list (more than ten advertisers, some viewed), 'Clear
 * recently viewed' forgets it.
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

/** Cleared: it says so, and the button has gone (nothing is left), its neighbour focused. */
export const RecentlyViewedCleared = meta.story({
  args: { ...ClearRecentlyViewed.input.args, canClearRecent: false, recentCleared: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Recently viewed advertisers cleared.',
    )
    await expect(canvas.queryByRole('button', { name: 'Clear recently viewed' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Edit Password' })).toHaveFocus()
  },
})
