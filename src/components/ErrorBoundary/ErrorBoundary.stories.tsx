import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { PageErrorScreen } from '../../screens/PageError'
import { ErrorBoundary } from './ErrorBoundary'

function Broken(): never {
  throw new Error('Kaboom: a record the page could not read')
}

const meta = preview.meta({
  title: 'Components/Error Boundary',
  component: ErrorBoundary,
  args: { fallback: <PageErrorScreen />, children: <p>The page</p> },
})

export const PageRenders = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The page')).toBeVisible()
  },
})

/** A page that throws while rendering: the error page, never a white screen. */
export const PageFails = meta.story({
  args: { children: <Broken /> },
  // React and the boundary report the failure on the console; nothing else may.
  parameters: { expectedConsoleErrors: /Kaboom|failed to render/ },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
  },
})
