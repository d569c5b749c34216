import { expect, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { inShell, screenParameters } from '../../../stories/support/screenStories'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { PageErrorScreen } from './PageErrorScreen'

/**
 * What the portal shows when one of its pages fails to draw: what happened, that nothing saved is
 * lost, and the way on.
 */
const meta = preview.meta({
  title: 'Screens/Page Error',
  component: PageErrorScreen,
  parameters: screenParameters,
})

/** A signed-in page failed: in the portal's bar, the way on is the dashboard. */
export const InsideThePortal = meta.story({
  decorators: [inShell],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    // The page's own way on, under the shell's.
    const page = within(canvas.getByRole('main'))
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  },
})

/** A page before sign-in failed: the way on is the sign-in page. */
export const PublicPage = meta.story({
  args: { destination: 'login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    )
    // The card fits the window, its margins too: nothing to scroll.
    const { scrollHeight, clientHeight } = document.documentElement
    await expect(scrollHeight).toBe(clientHeight)
  },
})

function Broken(): never {
  throw new Error('Kaboom: a record the page could not read')
}

/** A page that fails while it is drawn shows this page in its place. */
export const PageThrew = meta.story({
  render: () => (
    <ErrorBoundary fallback={<PageErrorScreen />}>
      <Broken />
    </ErrorBoundary>
  ),
  // React and the boundary report the failure on the console; nothing else may.
  parameters: { expectedConsoleErrors: /Kaboom|failed to render/ },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
  },
})
