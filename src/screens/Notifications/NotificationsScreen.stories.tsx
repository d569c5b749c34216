import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { signedInScreen } from '../../../stories/support/screenStories'
import { narrow, phone } from '../../../.storybook/viewports'
import {
  expectInside,
  expectNoSidewaysScroll,
  expectWithinWindow,
} from '../../../stories/support/layout'
import { failed, loading, ready } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { NotificationsScreen } from './NotificationsScreen'
import {
  expectAnnounced,
  getByRoleAndText,
  liveRegion,
  queryByRoleAndText,
} from '../../../stories/support/queries'
import { exactly } from '../../../stories/support/exactly'

const meta = preview.meta({
  title: 'Screens/Notification Preferences',
  component: NotificationsScreen,
  decorators: signedInScreen.decorators,
  args: {
    user: ready({ email: 'demo@clientportal.test', mobile: '+1 (555) 014-2290' }),
    managementDashboardUrl: null,
    onSave: fn(),
  },
  parameters: {
    ...signedInScreen.parameters,
    docs: {
      description: {
        // Save makes no call: the spec gives it no backend yet, so the route only logs the choice
        // (a later issue may give it one). The logo's address is VITE_MANAGEMENT_DASHBOARD_URL.
        component:
          'Notification Preferences: email and SMS updates, each with where it goes. **Save keeps ' +
          'nothing yet**: the page says plainly that saving preferences is not available and ' +
          'nothing was saved. The logo leads to the management dashboard where the portal has ' +
          'one, and is left out where it has none.',
      },
    },
  },
})

/** The client's email and mobile on their way: the page says it is loading. */
export const Loading = meta.story({
  args: { user: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notification Preferences' })).toBeVisible()
    await expectAnnounced(canvas, 'Loading...')
  },
})

/** Email on, SMS off, by default; each shows where updates go. */
export const Defaults = meta.story({
  play: async ({ canvas }) => {
    const email = canvas.getByRole('checkbox', { name: 'Email Updates' })
    const sms = canvas.getByRole('checkbox', { name: 'SMS Updates' })
    await expect(email).toBeChecked()
    await expect(email).toHaveAccessibleDescription('demo@clientportal.test')
    await expect(sms).not.toBeChecked()
    await expect(sms).toHaveAccessibleDescription('+1 (555) 014-2290')
    await expect(canvas.queryByPlaceholderText('Enter mobile number')).not.toBeInTheDocument()
  },
})

/** SMS Updates ticked: the mobile number field appears. */
export const SmsOn = meta.story({
  args: { user: ready({ email: 'demo@clientportal.test', mobile: null }) },
  play: async ({ canvas, userEvent, args }) => {
    const sms = canvas.getByRole('checkbox', { name: 'SMS Updates' })
    await expect(sms).toHaveAccessibleDescription('N/A')
    await userEvent.click(sms)
    const number = canvas.getByPlaceholderText('Enter mobile number')
    await expect(number).toHaveAccessibleName('Mobile number')
    await userEvent.type(number, '555 0100')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email Updates' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      emailUpdates: false,
      smsUpdates: true,
      mobile: '555 0100',
    })
  },
})

/** Save pressed: the page says plainly that saving is not available yet and nothing was kept. */
export const Saved = meta.story({
  args: { saved: true },
  play: async ({ canvas }) => {
    await expectAnnounced(
      canvas,
      'Saving preferences is not available yet. Your choices have not been saved.',
    )
  },
})

/** A choice changed after Save: the 'not saved' line goes, as it spoke of the choice before. */
export const ChangedAfterSaving = meta.story({
  args: { saved: true },
  play: async ({ canvas, userEvent }) => {
    const notSaved = messages.preferencesNotSaved
    await expect(getByRoleAndText(canvas, 'paragraph', notSaved)).toBeVisible()
    await expectAnnounced(canvas, notSaved)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS Updates' }))
    await expect(queryByRoleAndText(canvas, 'paragraph', notSaved)).not.toBeInTheDocument()
    // Gone from the page, gone from the live region.
    await expect(liveRegion(canvas)).toBeEmptyDOMElement()
  },
})

/** With the management dashboard configured, the logo leads there. */
export const WithManagementDashboard = meta.story({
  args: { managementDashboardUrl: 'https://manage.example.com/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'powered by Client Portal (management dashboard)' }),
    ).toHaveAttribute('href', 'https://manage.example.com/')
  },
})

/** Without it, there is no logo at all. */
export const WithoutManagementDashboard = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /powered by/ })).not.toBeInTheDocument()
  },
})

/** The portal has no email for this client: the page says so. */
export const EmailMissing = meta.story({
  args: { user: failed(messages.notificationsEmailMissing) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Email not found in local storage.'),
    )
  },
})

/**
 * The client's details could not be loaded: the page says why, and Try again asks again without
 * leaving the page.
 */
export const FetchFailed = meta.story({
  args: { user: failed(messages.userDataFailed, fn()) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(exactly('Failed to fetch user data.'))
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.user.status === 'failed' && args.user.retry).toHaveBeenCalledOnce()
  },
})

/** The same, with no Try again: asking again cannot find an email. */
export const EmailMissingNoTryAgain = meta.story({
  args: { user: failed(messages.notificationsEmailMissing) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('Email not found in local storage.'),
    )
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
})

/** No connection, or the server could not be reached: the page says so. */
export const NetworkError = meta.story({
  args: { user: failed(messages.pageNetwork) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('A network error occurred. Please try again.'),
    )
  },
})

/** On a phone: the form fills the width, Save under it. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible()
  },
})

/**
 * At 320 px with SMS Updates ticked: the mobile field stays inside the form, and the form inside
 * the screen.
 */
export const NarrowWithSms = meta.story({
  // The field once ran 20 px past its box (issue 45).
  globals: narrow,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS Updates' }))
    const form = canvas.getByRole('form', { name: 'Notification preferences' })
    await expectInside(canvas.getByRole('textbox', { name: 'Mobile number' }), form)
    await expectWithinWindow(form)
    await expectNoSidewaysScroll()
  },
})
