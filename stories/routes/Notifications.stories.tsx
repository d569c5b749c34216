import { expect, spyOn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { failures } from '../../src/mocks/handlers'
import { demoUser, scaleUser } from '../../src/mocks/fixtures'
import { PortalApp, storeDemoSession } from '../support/PortalApp'
import { seedStorage } from '../../src/mocks/storage'
import { findAnnounced } from '../support/queries'

const meta = preview.meta({
  title: 'Routes/Notification Preferences',
  component: PortalApp,
  parameters: appStoryParameters,
  args: { path: '/notifications' },
  beforeEach: () => {
    storeDemoSession()
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('checkbox', { name: 'Email Updates' })
    await expect(email).toHaveAccessibleDescription(demoUser.email)
    await expect(canvas.getByRole('checkbox', { name: 'SMS Updates' })).toHaveAccessibleDescription(
      demoUser.mobile ?? '',
    )
  },
})

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.slow('userQuery'))
  },
  play: async ({ canvas }) => {
    await expect(await findAnnounced(canvas, 'Loading...')).toBeVisible()
  },
})

/** Save makes no call (spec section 2): it says plainly that nothing was saved, and logs. */
export const SaveMakesNoCall = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'SMS Updates' }))
    const fetchSpy = spyOn(window, 'fetch')
    const info = spyOn(console, 'info').mockImplementation(() => {})
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(
      await findAnnounced(
        canvas,
        'Saving preferences is not available yet. Your choices have not been saved.',
      ),
    ).toBeVisible()
    await expect(fetchSpy).not.toHaveBeenCalled()
    await expect(info).toHaveBeenCalledWith('Notification preferences (not sent to the server):', {
      emailUpdates: true,
      smsUpdates: true,
      mobileGiven: true,
    })
  },
})

export const ServerErrorText = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('userQuery', 'User lookup is down for maintenance.'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      'User lookup is down for maintenance.',
    )
  },
})

/**
 * The stored email is not the signed-in user's: the backend refuses with 403 and its `error`
 * text, which the page shows (spec section 8).
 */
export const OtherUsersContact = meta.story({
  beforeEach: () => {
    seedStorage({ email: scaleUser.email })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      'You can only see your own account.',
    )
    await expect(canvas.queryByRole('checkbox', { name: 'Email Updates' })).not.toBeInTheDocument()
  },
})

export const FallbackError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.serverError('userQuery'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      'Failed to fetch user data.',
    )
  },
})

/** An answer that is not an array with a user in it is a failure too. */
export const WrongShape = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.respond('userQuery', []))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      'Failed to fetch user data.',
    )
  },
})

export const NetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('userQuery'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      'A network error occurred. Please try again.',
    )
  },
})

/** A load that failed once: 'Try again' brings the preferences without a reload (issue 45). */
export const TryAgain = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('userQuery'))
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      'Failed to fetch user data.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const email = await canvas.findByRole('checkbox', { name: 'Email Updates' })
    await expect(email).toHaveAccessibleDescription(demoUser.email)
    await expect(document.activeElement?.contains(email)).toBe(true)
  },
})

/** An email stored only under the older `email` key still works. */
export const OlderEmailKey = meta.story({
  beforeEach: () => {
    seedStorage({ email: null, legacyEmail: demoUser.email })
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('checkbox', { name: 'Email Updates' })
    await expect(email).toHaveAccessibleDescription(demoUser.email)
  },
})
