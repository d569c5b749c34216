import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { phone } from '../../../.storybook/viewports'
import { failed, loading, ready } from '../../domain/loadable'
import { messages } from '../../domain/messages'
import { NotificationsScreen } from './NotificationsScreen'

const meta = preview.meta({
  title: 'Screens/Notification Preferences',
  component: NotificationsScreen,
  args: {
    user: ready({ email: 'demo@clientportal.test', mobile: '+1 (555) 014-2290' }),
    managementDashboardUrl: null,
    onSave: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Notification Preferences (spec section 2). **Save makes no call**: the spec gives it no ' +
          'backend yet, so the route only logs the choice to the console and tells the user plainly ' +
          'that saving preferences is not available yet and nothing was saved. A later issue may ' +
          'give Save a backend. The logo leads to the ' +
          'external management dashboard set by `VITE_MANAGEMENT_DASHBOARD_URL`, and is left out ' +
          'when that is not set.',
      },
    },
  },
})

export const Loading = meta.story({
  args: { user: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notification Preferences' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
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

/** SMS on: the phone input appears; Save hands the choice up (it makes no call). */
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

/** Save pressed: nothing is kept, and the screen says so plainly. */
export const Saved = meta.story({
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Saving preferences is not available yet. Your choices have not been saved.',
    )
  },
})

/** The 'not saved' message answers that press of Save: changing a choice hides it. */
export const ChangedAfterSaving = meta.story({
  args: { saved: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS Updates' }))
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
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

export const EmailMissing = meta.story({
  args: { user: failed(messages.notificationsEmailMissing) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email not found in local storage.')
  },
})

export const FetchFailed = meta.story({
  args: { user: failed(messages.userDataFailed) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch user data.')
  },
})

export const NetworkError = meta.story({
  args: { user: failed(messages.pageNetwork) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A network error occurred. Please try again.',
    )
  },
})

export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible()
  },
})
