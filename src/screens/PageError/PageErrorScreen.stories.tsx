import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { PageErrorScreen } from './PageErrorScreen'

const meta = preview.meta({ title: 'Screens/Page Error', component: PageErrorScreen })

/** A signed-in page failed to render: the way on is the dashboard. */
export const InsideThePortal = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  },
})

/** A public page failed: the way on is sign-in. */
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

/** What the portal shows when a page throws while rendering: this screen, in the boundary. */
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
