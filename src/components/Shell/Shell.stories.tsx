import { expect, fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { desktop, phone } from '../../../.storybook/viewports'
import { Shell } from './Shell'

const meta = preview.meta({
  title: 'Components/Shell',
  component: Shell,
  args: { onLogout: fn(), children: <h1>Page content</h1> },
})

/** Every signed-in page: back to the dashboard on the left, logout on the right. */
export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content')
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
})

export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
})

/** While the logout call runs the control waits, so it cannot be pressed twice. */
export const LoggingOut = meta.story({
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logging out...' })).toBeDisabled()
  },
})
