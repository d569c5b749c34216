import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { getByRoleAndText } from '../../../stories/support/queries'
import { ErrorBoundary } from './ErrorBoundary'
import { exactly } from '../../../stories/support/exactly'

function Broken(): never {
  throw new Error('Kaboom: a record the page could not read')
}

/** What stands in for a part of a page that fails while it is drawn. */
const meta = preview.meta({
  title: 'Components/Error Boundary',
  component: ErrorBoundary,
  args: {
    fallback: <p role="alert">This part of the page could not be shown.</p>,
    children: <p>The page</p>,
  },
})

/** The page draws: nothing of the stand-in shows. */
export const PageRenders = meta.story({
  play: async ({ canvas }) => {
    await expect(getByRoleAndText(canvas, 'paragraph', 'The page')).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
})

/**
 * A part of the page fails while it is drawn: a short message takes its place, never a blank
 * screen.
 */
export const PageFails = meta.story({
  args: { children: <Broken /> },
  // React and the boundary report the failure on the console; nothing else may.
  parameters: { expectedConsoleErrors: /Kaboom|failed to render/ },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      exactly('This part of the page could not be shown.'),
    )
  },
})
