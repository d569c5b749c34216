import { expect, spyOn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appStoryParameters } from '../support/appStories'
import { failures } from '../../src/mocks/handlers'
import { demoUser, scaleUser } from '../../src/mocks/fixtures'
import { PortalApp, storeDemoSession } from '../support/PortalApp'
import { seedStorage } from '../../src/mocks/storage'
import { findAnnounced } from '../support/queries'
import { exactly } from '../support/exactly'

/**
 * The live Notification Preferences page: the client's email and mobile as the server gives them,
 * and what it shows when they cannot be loaded.
 */
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

// Spec section 2.
/** Save makes no call: it says plainly that nothing was saved, and logs. */
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
      exactly('User lookup is down for maintenance.'),
    )
  },
})

/** The portal asks for someone else's details: the server refuses, and the page shows its words. */
export const OtherUsersContact = meta.story({
  // The stored email is not the signed-in user's: 403 with its `error` text (spec section 8).
  beforeEach: () => {
    seedStorage({ email: scaleUser.email })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('You can only see your own account.'),
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
      exactly('Failed to fetch user data.'),
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
      exactly('Failed to fetch user data.'),
    )
  },
})

export const NetworkFailure = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.networkError('userQuery'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('A network error occurred. Please try again.'),
    )
  },
})

// Issue 45.
/** A load that failed once: 'Try again' brings the preferences without a reload. */
export const TryAgain = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failures.failsOnce('userQuery'))
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent(
      exactly('Failed to fetch user data.'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    const email = await canvas.findByRole('checkbox', { name: 'Email Updates' })
    await expect(email).toHaveAccessibleDescription(demoUser.email)
    await expect(document.activeElement?.contains(email)).toBe(true)
  },
})

/** A client signed in with an older version of the portal: their details still load. */
export const OlderEmailKey = meta.story({
  // An email stored only under the older `email` key.
  beforeEach: () => {
    seedStorage({ email: null, legacyEmail: demoUser.email })
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('checkbox', { name: 'Email Updates' })
    await expect(email).toHaveAccessibleDescription(demoUser.email)
  },
})
