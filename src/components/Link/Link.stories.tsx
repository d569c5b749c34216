import { expect, waitFor } from 'storybook/test'
import preview, { type RouterParameter } from '../../../.storybook/preview'
import { Link } from './Link'
import { usePortalNavigation } from './navigation'
import { exactly } from '../../../stories/support/exactly'

/** Where the app is, as the address bar would show it. */
function CurrentPath() {
  const { pathname } = usePortalNavigation()
  return (
    <p>
      Current page: <output aria-label="Current path">{pathname}</output>
    </p>
  )
}

/** A link to a page of the portal. */
const meta = preview.meta({
  title: 'Components/Link',
  component: Link,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/dashboard'] } satisfies RouterParameter,
  },
  args: { to: '/settings', children: 'Settings' },
  render: (args) => (
    <>
      <p>
        Change your password in <Link {...args} />.
      </p>
      <CurrentPath />
    </>
  ),
})

/**
 * A link to a page of the portal: like any link it opens in a new tab or copies its address, and a
 * click opens the page without reloading the portal.
 */
export const FollowedInsideTheApp = meta.story({
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Settings' })
    await expect(link).toHaveAttribute('href', '/settings')
    const path = canvas.getByRole('status', { name: 'Current path' })
    await expect(path).toHaveTextContent(exactly('/dashboard'))
    await userEvent.click(link)
    await waitFor(() => expect(path).toHaveTextContent(exactly('/settings')))
  },
})

/** A link that carries where sign-in is to return to, as Forgot Password's does. */
export const WithAQuery = meta.story({
  parameters: { router: { initialEntries: ['/login'] } satisfies RouterParameter },
  args: { to: '/forgot-password?next=%2Fsettings', children: 'Forgot Password' },
  render: (args) => (
    <>
      <Link {...args} />
      <CurrentPath />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Forgot Password' })
    await expect(link).toHaveAttribute('href', '/forgot-password?next=%2Fsettings')
    await userEvent.click(link)
    const path = canvas.getByRole('status', { name: 'Current path' })
    await waitFor(() => expect(path).toHaveTextContent(exactly('/forgot-password')))
  },
})
